/*
 * lquantize(v, 0, 25, 10): two levels, the limit rounds down to 20
 */

#pragma D option quiet

BEGIN
{
	@a = lquantize(24, 0, 25, 10);
	@a = lquantize(25, 0, 25, 10);
	exit(0);
}
