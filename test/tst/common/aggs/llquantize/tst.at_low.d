/*
 * llquantize() of factor^low
 */

#pragma D option quiet

BEGIN
{
	@a = llquantize(10, 10, 1, 6, 20);
	exit(0);
}
