/*
 * quantize() bar depths for a 1:2:4 split
 */

#pragma D option quiet

BEGIN
{
	@a = quantize(1);
	@a = quantize(2);
	@a = quantize(2);
	@a = quantize(4);
	@a = quantize(4);
	@a = quantize(4);
	@a = quantize(4);
	exit(0);
}
