/*
 * quantize(-9) lands in the -8 row
 */

#pragma D option quiet

BEGIN
{
	@a = quantize(-9);
	exit(0);
}
