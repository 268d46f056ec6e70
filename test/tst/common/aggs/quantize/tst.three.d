/*
 * quantize(3) lands in the 2 row
 */

#pragma D option quiet

BEGIN
{
	@a = quantize(3);
	exit(0);
}
