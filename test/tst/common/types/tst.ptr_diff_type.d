/* a pointer difference is a ptrdiff_t (8 bytes) */

#pragma D option quiet

BEGIN
{
	this->p = (int *)alloca(8);
	printf("%d\n", sizeof (this->p - this->p));
	exit(0);
}
