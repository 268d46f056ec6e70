/*
 *
 */

#pragma D option quiet

BEGIN
{
	a = -5;
	b = 3;
	printf("%d %d\n", a < b, b < a);
	exit(0);
}
