/*
 * lquantize() of every value 0..9
 */

#pragma D option quiet

BEGIN
{
	@a = lquantize(0, 0, 10);
	@a = lquantize(1, 0, 10);
	@a = lquantize(2, 0, 10);
	@a = lquantize(3, 0, 10);
	@a = lquantize(4, 0, 10);
	@a = lquantize(5, 0, 10);
	@a = lquantize(6, 0, 10);
	@a = lquantize(7, 0, 10);
	@a = lquantize(8, 0, 10);
	@a = lquantize(9, 0, 10);
	exit(0);
}
