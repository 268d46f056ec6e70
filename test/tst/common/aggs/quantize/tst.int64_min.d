/*
 * quantize(INT64_MIN) lands in the bottom row
 */

#pragma D option quiet

BEGIN
{
	@a = quantize((-9223372036854775807 - 1));
	exit(0);
}
