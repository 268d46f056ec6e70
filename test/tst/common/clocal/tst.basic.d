/* a clause-local variable */

#pragma D option quiet

BEGIN
{
	this->x = 3;
	printf("%d\n", this->x * 2);
	exit(0);
}
