/*
 * quantize() of a 40-bit value
 */

#pragma D option quiet

BEGIN
{
	@a = quantize(1099511627776);
	exit(0);
}
