/*
 * lquantize(v, 0, 100, 10) of 45 lands in the 40 row
 */

#pragma D option quiet

BEGIN
{
	@a = lquantize(45, 0, 100, 10);
	exit(0);
}
