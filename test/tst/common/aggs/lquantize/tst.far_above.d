/*
 * lquantize() of a value far above the limit
 */

#pragma D option quiet

BEGIN
{
	@a = lquantize(1000, 0, 10);
	exit(0);
}
