/*
 * lquantize(v, 0, 10, 1, 4) adds 4
 */

#pragma D option quiet

BEGIN
{
	@a = lquantize(3, 0, 10, 1, 4);
	exit(0);
}
