/*
 * aggsortrev sorts by value, largest first
 */

#pragma D option quiet
#pragma D option aggsortrev

BEGIN
{
	@a["c"] = sum(1);
	@a["a"] = sum(3);
	@a["b"] = sum(2);
	exit(0);
}
