/*
 * equal values are ordered by the first key, then the second
 */

#pragma D option quiet

BEGIN
{
	@a["b", 2] = sum(5);
	@a["a", 3] = sum(5);
	@a["c", 1] = sum(5);
	@a["a", 1] = sum(7);
	exit(0);
}
