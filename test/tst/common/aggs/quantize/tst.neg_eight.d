/*
 * quantize(-8) lands in the -8 row
 */

#pragma D option quiet

BEGIN
{
	@a = quantize(-8);
	exit(0);
}
