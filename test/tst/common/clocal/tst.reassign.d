/* a clause-local reassigned */

#pragma D option quiet

BEGIN
{
	this->x = 1;
	this->x = this->x + 10;
	printf("%d\n", this->x);
	exit(0);
}
