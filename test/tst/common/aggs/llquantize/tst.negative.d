/*
 * llquantize() of a negative value counts in the < row
 */

#pragma D option quiet

BEGIN
{
	@a = llquantize(-5, 10, 1, 6, 20);
	exit(0);
}
