/*
 * quantize(5) lands in the 4 row
 */

#pragma D option quiet

BEGIN
{
	@a = quantize(5);
	exit(0);
}
