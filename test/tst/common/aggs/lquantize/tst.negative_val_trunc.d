/*
 * lquantize(v, -10, 10, 3): -8 lands in the -10 row
 */

#pragma D option quiet

BEGIN
{
	@a = lquantize(-8, -10, 10, 3);
	exit(0);
}
