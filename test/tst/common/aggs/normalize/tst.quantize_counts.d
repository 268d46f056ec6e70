/*
 * normalize() of quantize() divides the printed counts, not the bars
 */

#pragma D option quiet

BEGIN
{
	@a = quantize(2);
	@a = quantize(2);
	normalize(@a, 2);
	exit(0);
}
