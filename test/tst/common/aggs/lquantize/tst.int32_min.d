/*
 * lquantize() of INT32_MIN lands in the < row
 */

#pragma D option quiet

BEGIN
{
	@a = lquantize(-2147483648, 0, 10);
	exit(0);
}
