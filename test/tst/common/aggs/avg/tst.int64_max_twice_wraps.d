/*
 * avg() keeps a 64-bit sum: two INT64_MAX wrap to -2, averaging -1
 */

#pragma D option quiet

BEGIN
{
	@a = avg(9223372036854775807);
	@a = avg(9223372036854775807);
	exit(0);
}
