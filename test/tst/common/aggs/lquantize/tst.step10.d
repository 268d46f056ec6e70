/*
 * lquantize(v, 0, 100, 10) of values across the range (issue example)
 */

#pragma D option quiet

BEGIN
{
	@a = lquantize(0, 0, 100, 10);
	@a = lquantize(5, 0, 100, 10);
	@a = lquantize(15, 0, 100, 10);
	@a = lquantize(15, 0, 100, 10);
	@a = lquantize(55, 0, 100, 10);
	@a = lquantize(99, 0, 100, 10);
	@a = lquantize(100, 0, 100, 10);
	@a = lquantize(150, 0, 100, 10);
	@a = lquantize(-1, 0, 100, 10);
	exit(0);
}
