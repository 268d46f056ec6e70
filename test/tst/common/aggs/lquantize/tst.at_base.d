/*
 * lquantize() of the base value
 */

#pragma D option quiet

BEGIN
{
	@a = lquantize(0, 0, 10);
	exit(0);
}
