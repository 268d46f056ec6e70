/* p[i] is *(p + i) */

#pragma D option quiet

BEGIN
{
	this->p = (int *)alloca(12);
	this->p[0] = 1;
	this->p[1] = 2;
	this->p[2] = 3;
	printf("%d %d %d\n", *(this->p + 1), this->p[2], *this->p);
	exit(0);
}
