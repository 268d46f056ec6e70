/*
 * quantize(INT64_MAX) lands in the top row
 */

#pragma D option quiet

BEGIN
{
	@a = quantize(9223372036854775807);
	exit(0);
}
