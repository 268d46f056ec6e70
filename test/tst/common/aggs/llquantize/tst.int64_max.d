/*
 * llquantize() of INT64_MAX lands in the top row
 */

#pragma D option quiet

BEGIN
{
	@a = llquantize(9223372036854775807, 10, 0, 6, 20);
	exit(0);
}
