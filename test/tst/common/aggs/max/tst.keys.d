/*
 * max() per key sorted by value
 */

#pragma D option quiet

BEGIN
{
	@a["a"] = max(4);
	@a["b"] = max(9);
	@a["c"] = max(1);
	@a["a"] = max(7);
	@a["b"] = max(2);
	@a["c"] = max(3);
	exit(0);
}
