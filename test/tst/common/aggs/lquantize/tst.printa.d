/*
 * printa() of an lquantize() aggregation
 */

#pragma D option quiet

BEGIN
{
	@a = lquantize(3, 0, 10, 2);
	printa(@a);
	exit(0);
}
