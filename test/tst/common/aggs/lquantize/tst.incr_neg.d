/*
 * lquantize() with a negative increment
 */

#pragma D option quiet

BEGIN
{
	@a = lquantize(3, 0, 10, 1, -2);
	exit(0);
}
