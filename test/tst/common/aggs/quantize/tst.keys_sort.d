/*
 * quantize() entries sort by the weighted sum of their buckets
 */

#pragma D option quiet

BEGIN
{
	@a[1] = quantize(100);
	@a[2] = quantize(10);
	@a[3] = quantize(10);
	@a[3] = quantize(10);
	exit(0);
}
