/*
 * quantize() of values spread over several powers of two
 */

#pragma D option quiet

BEGIN
{
	@a = quantize(1);
	@a = quantize(2);
	@a = quantize(2);
	@a = quantize(4);
	@a = quantize(4);
	@a = quantize(4);
	@a = quantize(4);
	@a = quantize(8);
	@a = quantize(16);
	@a = quantize(16);
	exit(0);
}
