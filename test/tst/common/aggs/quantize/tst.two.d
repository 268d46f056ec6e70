/*
 * quantize(2)
 */

#pragma D option quiet

BEGIN
{
	@a = quantize(2);
	exit(0);
}
