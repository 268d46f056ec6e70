/*
 * run-time division of two negative values
 */

#pragma D option quiet

BEGIN
{
	a = -17;
	b = -5;
	printf("%d %d\n", a / b, a % b);
	exit(0);
}
