/* alloca() and string results share scratch without clobbering */

#pragma D option quiet

BEGIN
{
	this->p = (int *)alloca(4);
	*this->p = 5;
	this->s = strjoin("x", "y");
	this->q = (int *)alloca(4);
	*this->q = 6;
	printf("%d %s %d\n", *this->p, this->s, *this->q);
	exit(0);
}
