/*
 * quantize() at the ends of int64: the top bucket (2^62 up to INT64_MAX)
 * and the bottom one (INT64_MIN up to -2^62) keep their counts, also when
 * they are the only bucket with data
 */
#pragma D option quiet

BEGIN
{
	@top = quantize(0x4000000000000000, 1234);
	@max = quantize(0x7fffffffffffffff);
	@max = quantize(0x3fffffffffffffff);
	@min = quantize(-0x7fffffffffffffff - 1);
	@min = quantize(-0x4000000000000000, 2);
	@min = quantize(-0x3fffffffffffffff, 3);
	@bot = quantize(-0x7fffffffffffffff - 1, 5);
	exit(0);
}
