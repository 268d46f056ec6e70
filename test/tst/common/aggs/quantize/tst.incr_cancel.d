/*
 * quantize() increments that cancel to zero print the rows around 0
 */

#pragma D option quiet

BEGIN
{
	@a = quantize(4, 1);
	@a = quantize(4, -1);
	exit(0);
}
