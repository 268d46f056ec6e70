/*
 * max() per key with negative values
 */

#pragma D option quiet

BEGIN
{
	@a["a"] = max(-4);
	@a["b"] = max(-9);
	@a["a"] = max(-1);
	@a["b"] = max(-7);
	exit(0);
}
