/*
 * lquantize() with a string key, sorted by weighted sum
 */

#pragma D option quiet

BEGIN
{
	@a["a"] = lquantize(1, 0, 10);
	@a["b"] = lquantize(5, 0, 10);
	@a["a"] = lquantize(3, 0, 10);
	exit(0);
}
