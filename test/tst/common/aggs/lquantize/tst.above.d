/*
 * lquantize() of a value at the limit counts in the >= row
 */

#pragma D option quiet

BEGIN
{
	@a = lquantize(10, 0, 10);
	exit(0);
}
