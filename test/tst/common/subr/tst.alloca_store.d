/* alloca() memory can be written and read back */

#pragma D option quiet

BEGIN
{
	this->p = (int *)alloca(sizeof (int));
	*this->p = 42;
	printf("%d\n", *this->p);
	exit(0);
}
