/*
 * lquantize() with positive and negative bucket counts
 */

#pragma D option quiet

BEGIN
{
	@a = lquantize(2, 0, 10, 1, 2);
	@a = lquantize(5, 0, 10, 1, -1);
	exit(0);
}
