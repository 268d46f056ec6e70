/* pointer arithmetic on long * */

#pragma D option quiet

BEGIN
{
	this->p = (long *)alloca(32);
	this->q = this->p + 2;
	printf("%d %d\n", this->q - this->p, (uintptr_t)this->q - (uintptr_t)this->p);
	exit(0);
}
