/* a clause-local pointer */

#pragma D option quiet

BEGIN
{
	this->p = (long *)alloca(8);
	*this->p = 77;
	printf("%d\n", *this->p);
	exit(0);
}
