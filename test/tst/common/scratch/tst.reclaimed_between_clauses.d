/* each clause of a probe starts with fresh scratch space */

#pragma D option quiet

BEGIN
{
	this->p = (char *)alloca(40000);
	this->p[0] = 1;
}

BEGIN
{
	this->q = (char *)alloca(40000);
	this->q[39999] = 2;
	printf("%d\n", this->q[39999]);
	exit(0);
}
