/*
 * quantize() with positive and negative bucket counts draws both halves
 */

#pragma D option quiet

BEGIN
{
	@a = quantize(1, 3);
	@a = quantize(8, -1);
	exit(0);
}
