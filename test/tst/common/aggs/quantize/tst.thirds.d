/*
 * quantize() bars rounded to the nearest @
 */

#pragma D option quiet

BEGIN
{
	@a = quantize(1);
	@a = quantize(2);
	@a = quantize(2);
	exit(0);
}
