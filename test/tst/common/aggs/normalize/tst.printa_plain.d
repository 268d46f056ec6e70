/*
 * printa(@a) of a normalized aggregation
 */

#pragma D option quiet

BEGIN
{
	@a = sum(100);
	normalize(@a, 10);
	printa(@a);
	exit(0);
}
