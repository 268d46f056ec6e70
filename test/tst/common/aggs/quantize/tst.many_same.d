/*
 * quantize() of one value 10 times fills the bar
 */

#pragma D option quiet

BEGIN
{
	@a = quantize(7);
	@a = quantize(7);
	@a = quantize(7);
	@a = quantize(7);
	@a = quantize(7);
	@a = quantize(7);
	@a = quantize(7);
	@a = quantize(7);
	@a = quantize(7);
	@a = quantize(7);
	exit(0);
}
