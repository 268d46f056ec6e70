/*
 * printa("%@d") of a normalized aggregation prints the normalized value
 */

#pragma D option quiet

BEGIN
{
	@a = sum(100);
	normalize(@a, 10);
	printa("%@d\n", @a);
	exit(0);
}
