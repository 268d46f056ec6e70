/* pointer decrement */

#pragma D option quiet

BEGIN
{
	this->p = (short *)alloca(8);
	this->q = this->p + 3;
	this->q--;
	printf("%d\n", this->q - this->p);
	exit(0);
}
