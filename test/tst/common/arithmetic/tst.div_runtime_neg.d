/*
 * run-time signed division and remainder truncate toward zero
 */

#pragma D option quiet

BEGIN
{
	a = -17;
	b = 5;
	printf("%d %d\n", a / b, a % b);
	exit(0);
}
