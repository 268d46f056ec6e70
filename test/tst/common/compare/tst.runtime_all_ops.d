/*
 * every relational operator at run time
 */

#pragma D option quiet

BEGIN
{
	a = 3;
	b = 4;
	printf("%d %d %d %d %d %d\n", a < b, a <= b, a > b, a >= b, a == b, a != b);
	exit(0);
}
