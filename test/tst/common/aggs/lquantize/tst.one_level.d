/*
 * lquantize() with a single level
 */

#pragma D option quiet

BEGIN
{
	@a = lquantize(0, 0, 1);
	@a = lquantize(1, 0, 1);
	@a = lquantize(2, 0, 1);
	@a = lquantize(-1, 0, 1);
	exit(0);
}
