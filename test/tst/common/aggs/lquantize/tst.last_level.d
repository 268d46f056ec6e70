/*
 * lquantize() of the last in-range value
 */

#pragma D option quiet

BEGIN
{
	@a = lquantize(9, 0, 10);
	exit(0);
}
