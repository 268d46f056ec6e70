/* alloca() memory used as an array */

#pragma D option quiet

BEGIN
{
	this->p = (long *)alloca(4 * sizeof (long));
	this->p[0] = 1;
	this->p[1] = 10;
	this->p[2] = 100;
	this->p[3] = 1000;
	printf("%d\n", this->p[0] + this->p[1] + this->p[2] + this->p[3]);
	exit(0);
}
