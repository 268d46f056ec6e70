/*
 * clause-local this-> variables
 */

#pragma D option quiet

BEGIN
{
	this->x = 5;
	printf("%d\n", this->x * 2);
	exit(0);
}
