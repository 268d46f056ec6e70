/*
 * quantize() of -1000 and 1000
 */

#pragma D option quiet

BEGIN
{
	@a = quantize(-1000);
	@a = quantize(1000);
	exit(0);
}
