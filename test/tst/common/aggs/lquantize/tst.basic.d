/*
 * lquantize(v, 0, 10) of 5
 */

#pragma D option quiet

BEGIN
{
	@a = lquantize(5, 0, 10);
	exit(0);
}
