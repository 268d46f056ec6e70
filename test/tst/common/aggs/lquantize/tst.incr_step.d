/*
 * lquantize(v, 0, 100, 10, 3) adds 3
 */

#pragma D option quiet

BEGIN
{
	@a = lquantize(33, 0, 100, 10, 3);
	exit(0);
}
