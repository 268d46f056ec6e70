/*
 * quantize(-1)
 */

#pragma D option quiet

BEGIN
{
	@a = quantize(-1);
	exit(0);
}
