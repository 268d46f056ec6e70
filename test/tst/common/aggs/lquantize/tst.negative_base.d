/*
 * lquantize() with a negative base
 */

#pragma D option quiet

BEGIN
{
	@a = lquantize(-10, -10, 10, 5);
	@a = lquantize(-5, -10, 10, 5);
	@a = lquantize(0, -10, 10, 5);
	@a = lquantize(5, -10, 10, 5);
	exit(0);
}
