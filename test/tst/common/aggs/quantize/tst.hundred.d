/*
 * quantize(100) lands in the 64 row
 */

#pragma D option quiet

BEGIN
{
	@a = quantize(100);
	exit(0);
}
