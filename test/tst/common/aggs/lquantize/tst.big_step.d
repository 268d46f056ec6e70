/*
 * lquantize(v, 0, 1000, 100)
 */

#pragma D option quiet

BEGIN
{
	@a = lquantize(250, 0, 1000, 100);
	@a = lquantize(999, 0, 1000, 100);
	@a = lquantize(1000, 0, 1000, 100);
	exit(0);
}
