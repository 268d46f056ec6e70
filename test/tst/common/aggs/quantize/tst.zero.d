/*
 * quantize(0): rows -1, 0, 1
 */

#pragma D option quiet

BEGIN
{
	@a = quantize(0);
	exit(0);
}
