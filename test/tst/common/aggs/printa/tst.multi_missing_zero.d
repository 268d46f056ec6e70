/*
 * a key missing from the second aggregation prints 0 there
 */

#pragma D option quiet

BEGIN
{
	@a["x"] = count();
	@a["y"] = count();
	@a["y"] = count();
	@b["y"] = sum(5);
	printa("%s %@d %@d\n", @a, @b);
	exit(0);
}
