/*
 * min() per key sorted by value
 */

#pragma D option quiet

BEGIN
{
	@a["a"] = min(4);
	@a["b"] = min(9);
	@a["c"] = min(1);
	@a["a"] = min(7);
	@a["b"] = min(2);
	@a["c"] = min(3);
	exit(0);
}
