/*
 * quantize(1023) lands in the 512 row
 */

#pragma D option quiet

BEGIN
{
	@a = quantize(1023);
	exit(0);
}
