/*
 * lquantize() entries with equal weighted sums sort by key
 */

#pragma D option quiet

BEGIN
{
	@a["b"] = lquantize(1, 0, 10);
	@a["a"] = lquantize(2, 0, 10);
	@a["b"] = lquantize(1, 0, 10);
	exit(0);
}
