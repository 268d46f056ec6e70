/* alloca() returns 8-byte aligned memory */

#pragma D option quiet

BEGIN
{
	this->a = (char *)alloca(3);
	this->b = (char *)alloca(8);
	printf("%d %d\n", ((uintptr_t)this->b & 7) == 0, this->b - this->a >= 3);
	exit(0);
}
