/*
 * lquantize() of a value below the base counts in the < row
 */

#pragma D option quiet

BEGIN
{
	@a = lquantize(-3, 0, 10);
	exit(0);
}
