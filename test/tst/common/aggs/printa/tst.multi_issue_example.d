/*
 * printa() of two aggregations keyed alike, sorted by the first one's value
 */

#pragma D option quiet

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
