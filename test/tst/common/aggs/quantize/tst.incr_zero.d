/*
 * quantize(v, 0) creates the entry with an empty distribution
 */

#pragma D option quiet

BEGIN
{
	@a = quantize(3, 0);
	exit(0);
}
