/*
 * llquantize(v, 2, 2, 6, 4)
 */

#pragma D option quiet

BEGIN
{
	@a = llquantize(4, 2, 2, 6, 4);
	@a = llquantize(5, 2, 2, 6, 4);
	@a = llquantize(6, 2, 2, 6, 4);
	@a = llquantize(7, 2, 2, 6, 4);
	@a = llquantize(9, 2, 2, 6, 4);
	@a = llquantize(33, 2, 2, 6, 4);
	@a = llquantize(100, 2, 2, 6, 4);
	exit(0);
}
