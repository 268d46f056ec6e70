/*
 * with equal first values, the second aggregation orders the rows
 */

#pragma D option quiet

BEGIN
{
	@a["x"] = count();
	@a["y"] = count();
	@b["x"] = sum(20);
	@b["y"] = sum(10);
	printa("%s %@d %@d\n", @a, @b);
	exit(0);
}
