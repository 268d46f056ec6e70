/*
 * aggsortkey orders the rows of a multi-aggregation printa() by key
 */

#pragma D option quiet
#pragma D option aggsortkey

BEGIN
{
	@a["y"] = count();
	@a["x"] = count();
	@a["x"] = count();
	@b["x"] = sum(10);
	@b["y"] = sum(20);
	printa("%s %@d %@d\n", @a, @b);
	exit(0);
}
