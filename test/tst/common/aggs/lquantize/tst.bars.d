/*
 * lquantize() bar lengths for 1:3 counts
 */

#pragma D option quiet

BEGIN
{
	@a = lquantize(1, 0, 4);
	@a = lquantize(2, 0, 4);
	@a = lquantize(2, 0, 4);
	@a = lquantize(2, 0, 4);
	exit(0);
}
