/*
 * min() per key with negative values
 */

#pragma D option quiet

BEGIN
{
	@a["a"] = min(-4);
	@a["b"] = min(-9);
	@a["a"] = min(-1);
	@a["b"] = min(-7);
	exit(0);
}
