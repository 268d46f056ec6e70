/*
 * lquantize() with aggzoom
 */

#pragma D option quiet
#pragma D option aggzoom

BEGIN
{
	@a = lquantize(1, 0, 5);
	@a = lquantize(2, 0, 5);
	@a = lquantize(2, 0, 5);
	@a = lquantize(2, 0, 5);
	@a = lquantize(3, 0, 5);
	exit(0);
}
