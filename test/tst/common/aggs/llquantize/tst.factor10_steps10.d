/*
 * llquantize(v, 10, 1, 3, 10)
 */

#pragma D option quiet

BEGIN
{
	@a = llquantize(10, 10, 1, 3, 10);
	@a = llquantize(25, 10, 1, 3, 10);
	@a = llquantize(99, 10, 1, 3, 10);
	@a = llquantize(100, 10, 1, 3, 10);
	@a = llquantize(550, 10, 1, 3, 10);
	@a = llquantize(9999, 10, 1, 3, 10);
	exit(0);
}
