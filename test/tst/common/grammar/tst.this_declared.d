/*
 * an explicitly declared clause-local variable
 */

#pragma D option quiet

this int count3;

BEGIN
{
	this->count3 = 3;
	this->count3++;
	printf("%d\n", this->count3);
	exit(0);
}
