/*
 *
 */

#pragma D option quiet

BEGIN
{
	a = 10000000000;
	b = 9999999999;
	printf("%d\n", a > b);
	exit(0);
}
