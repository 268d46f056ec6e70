/*
 * all values equal: key order
 */

#pragma D option quiet

BEGIN
{
	@a["x"] = sum(2);
	@a["y"] = sum(2);
	@a["z"] = sum(2);
	exit(0);
}
