/*
 * aggsortrev reverses the rows of a multi-aggregation printa()
 */

#pragma D option quiet
#pragma D option aggsortrev

BEGIN
{
	@a["x"] = count();
	@a["x"] = count();
	@a["y"] = count();
	@b["x"] = sum(10);
	@b["y"] = sum(20);
	printa("%s %@d %@d\n", @a, @b);
	exit(0);
}
