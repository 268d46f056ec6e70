/*
 * quantize(1024) lands in the 1024 row
 */

#pragma D option quiet

BEGIN
{
	@a = quantize(1024);
	exit(0);
}
