/* successive alloca() blocks do not overlap */

#pragma D option quiet

BEGIN
{
	this->a = (long *)alloca(8);
	this->b = (long *)alloca(8);
	*this->a = 1;
	*this->b = 2;
	printf("%d %d %d\n", *this->a, *this->b, this->b != this->a);
	exit(0);
}
