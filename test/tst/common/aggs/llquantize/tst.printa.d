/*
 * printa() of an llquantize() aggregation
 */

#pragma D option quiet

BEGIN
{
	@a = llquantize(42, 10, 0, 2, 10);
	printa(@a);
	exit(0);
}
