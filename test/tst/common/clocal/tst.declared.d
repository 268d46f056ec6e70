/* an explicitly declared clause-local */

#pragma D option quiet

this short x;

BEGIN
{
	this->x = 0x1234;
	printf("%x %d\n", this->x, sizeof (this->x));
	exit(0);
}
