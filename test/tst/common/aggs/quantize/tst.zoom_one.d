/*
 * aggzoom with a single value
 */

#pragma D option quiet
#pragma D option aggzoom

BEGIN
{
	@a = quantize(5);
	exit(0);
}
