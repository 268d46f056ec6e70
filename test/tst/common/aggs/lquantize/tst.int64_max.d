/*
 * lquantize() keeps 32 bits of the value: INT64_MAX counts as -1
 */

#pragma D option quiet

BEGIN
{
	@a = lquantize(9223372036854775807, 0, 10);
	exit(0);
}
