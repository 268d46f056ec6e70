/*
 * aggsortkey with aggsortrev sorts by key, descending
 */

#pragma D option quiet
#pragma D option aggsortkey
#pragma D option aggsortrev

BEGIN
{
	@a["c"] = sum(1);
	@a["a"] = sum(3);
	@a["b"] = sum(2);
	exit(0);
}
