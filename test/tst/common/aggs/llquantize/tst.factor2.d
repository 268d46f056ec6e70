/*
 * llquantize(v, 2, 0, 8, 2): powers of two
 */

#pragma D option quiet

BEGIN
{
	@a = llquantize(1, 2, 0, 8, 2);
	@a = llquantize(3, 2, 0, 8, 2);
	@a = llquantize(7, 2, 0, 8, 2);
	@a = llquantize(100, 2, 0, 8, 2);
	@a = llquantize(511, 2, 0, 8, 2);
	@a = llquantize(512, 2, 0, 8, 2);
	exit(0);
}
