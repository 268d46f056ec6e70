/*
 * llquantize() of a value at factor^(high+1)
 */

#pragma D option quiet

BEGIN
{
	@a = llquantize(10000000, 10, 0, 6, 20);
	exit(0);
}
