/* a void pointer cast to a typed pointer */

#pragma D option quiet

BEGIN
{
	this->v = alloca(8);
	this->l = (long *)this->v;
	*this->l = 12;
	printf("%d\n", *(long *)this->v);
	exit(0);
}
