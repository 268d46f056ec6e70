/*
 * quantize(1): rows 0, 1, 2
 */

#pragma D option quiet

BEGIN
{
	@a = quantize(1);
	exit(0);
}
