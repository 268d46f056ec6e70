/*
 * quantize() of every power of two up to 2^10
 */

#pragma D option quiet

BEGIN
{
	@a = quantize(1);
	@a = quantize(2);
	@a = quantize(4);
	@a = quantize(8);
	@a = quantize(16);
	@a = quantize(32);
	@a = quantize(64);
	@a = quantize(128);
	@a = quantize(256);
	@a = quantize(512);
	@a = quantize(1024);
	exit(0);
}
