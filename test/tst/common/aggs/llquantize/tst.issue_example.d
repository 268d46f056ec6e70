/*
 * llquantize(v, 10, 0, 6, 20) of values across and outside its range
 */

#pragma D option quiet

BEGIN
{
	@a = llquantize(0, 10, 0, 6, 20);
	@a = llquantize(1, 10, 0, 6, 20);
	@a = llquantize(5, 10, 0, 6, 20);
	@a = llquantize(9, 10, 0, 6, 20);
	@a = llquantize(10, 10, 0, 6, 20);
	@a = llquantize(15, 10, 0, 6, 20);
	@a = llquantize(50, 10, 0, 6, 20);
	@a = llquantize(99, 10, 0, 6, 20);
	@a = llquantize(100, 10, 0, 6, 20);
	@a = llquantize(150, 10, 0, 6, 20);
	@a = llquantize(999, 10, 0, 6, 20);
	@a = llquantize(1000, 10, 0, 6, 20);
	@a = llquantize(5000, 10, 0, 6, 20);
	@a = llquantize(20000, 10, 0, 6, 20);
	@a = llquantize(999999, 10, 0, 6, 20);
	@a = llquantize(1000000, 10, 0, 6, 20);
	@a = llquantize(5000000, 10, 0, 6, 20);
	exit(0);
}
