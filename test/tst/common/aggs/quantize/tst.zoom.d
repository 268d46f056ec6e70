/*
 * aggzoom scales the tallest bar to 38 columns
 */

#pragma D option quiet
#pragma D option aggzoom

BEGIN
{
	@a = quantize(1);
	@a = quantize(2);
	@a = quantize(2);
	@a = quantize(4);
	exit(0);
}
