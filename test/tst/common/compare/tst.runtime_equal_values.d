/*
 *
 */

#pragma D option quiet

BEGIN
{
	a = 7;
	b = 7;
	printf("%d %d %d\n", a <= b, a >= b, a == b);
	exit(0);
}
