/* pointers compare by address */

#pragma D option quiet

BEGIN
{
	this->p = (int *)alloca(8);
	this->q = this->p + 1;
	printf("%d %d %d\n", this->p < this->q, this->p == this->q, this->q > this->p);
	exit(0);
}
