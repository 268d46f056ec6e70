/*
 * a format may use fewer keys than the aggregation has
 */

#pragma D option quiet

BEGIN
{
	@a["k", 3] = sum(9);
	printa("%s %@d\n", @a);
	exit(0);
}
