/*
 * vtimestamp never goes back within a clause
 */

#pragma D option quiet

BEGIN
{
	a = vtimestamp;
	b = vtimestamp;
	c = vtimestamp;
	printf("%d %d\n", b >= a, c >= b);
	exit(0);
}
