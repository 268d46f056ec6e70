/*
 * lquantize() over an all-negative range
 */

#pragma D option quiet

BEGIN
{
	@a = lquantize(-100, -100, 0, 10);
	@a = lquantize(-55, -100, 0, 10);
	@a = lquantize(-1, -100, 0, 10);
	exit(0);
}
