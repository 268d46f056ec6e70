/*
 * quantize(v, 5) adds 5 to the bucket
 */

#pragma D option quiet

BEGIN
{
	@a = quantize(3, 5);
	exit(0);
}
