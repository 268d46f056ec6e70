/*
 * quantize of 0, 1, 100 and -5: the reference's table with the negative rows
 */

#pragma D option quiet

BEGIN
{
	@a = quantize(0);
	@a = quantize(1);
	@a = quantize(100);
	@a = quantize(-5);
	exit(0);
}
