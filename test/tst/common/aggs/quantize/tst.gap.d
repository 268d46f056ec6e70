/*
 * quantize() prints the empty rows between the data
 */

#pragma D option quiet

BEGIN
{
	@a = quantize(1);
	@a = quantize(64);
	exit(0);
}
