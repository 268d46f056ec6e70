/*
 * llquantize(v, 10, 0, 2, 100)
 */

#pragma D option quiet

BEGIN
{
	@a = llquantize(1, 10, 0, 2, 100);
	@a = llquantize(9, 10, 0, 2, 100);
	@a = llquantize(10, 10, 0, 2, 100);
	@a = llquantize(55, 10, 0, 2, 100);
	@a = llquantize(100, 10, 0, 2, 100);
	@a = llquantize(150, 10, 0, 2, 100);
	@a = llquantize(999, 10, 0, 2, 100);
	exit(0);
}
