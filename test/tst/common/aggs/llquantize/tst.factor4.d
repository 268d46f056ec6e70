/*
 * llquantize(v, 4, 0, 3, 16)
 */

#pragma D option quiet

BEGIN
{
	@a = llquantize(0, 4, 0, 3, 16);
	@a = llquantize(2, 4, 0, 3, 16);
	@a = llquantize(5, 4, 0, 3, 16);
	@a = llquantize(17, 4, 0, 3, 16);
	@a = llquantize(63, 4, 0, 3, 16);
	@a = llquantize(64, 4, 0, 3, 16);
	@a = llquantize(300, 4, 0, 3, 16);
	exit(0);
}
