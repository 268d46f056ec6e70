/*
 * quantize() with a negative increment draws the bar to the left
 */

#pragma D option quiet

BEGIN
{
	@a = quantize(3, -2);
	exit(0);
}
