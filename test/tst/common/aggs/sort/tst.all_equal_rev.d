/*
 * all values equal with aggsortrev: reverse key order
 */

#pragma D option quiet
#pragma D option aggsortrev

BEGIN
{
	@a["x"] = sum(2);
	@a["y"] = sum(2);
	@a["z"] = sum(2);
	exit(0);
}
