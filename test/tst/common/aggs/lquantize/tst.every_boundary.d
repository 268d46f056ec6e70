/*
 * lquantize() at every bucket boundary: for each boundary b, b - 1 (incr
 * 100) and b (incr 1), so that every row between the ends shows 101; the
 * same at the top and the bottom of int32, and values beyond 32 bits,
 * which lquantize() truncates to int32 as the reference does (INT64_MAX
 * is -1, INT64_MIN is 0, 2^32 + 7 is 7, -2^31 - 1 is INT32_MAX).  @wide
 * spans more than 2^31 (65535 steps of 65535 from INT32_MIN): its last
 * level is found without 32-bit overflow.
 */
#pragma D option quiet

BEGIN
{
	@mid = lquantize(-11, -10, 10, 5, 100);
	@mid = lquantize(-10, -10, 10, 5);
	@mid = lquantize(-6, -10, 10, 5, 100);
	@mid = lquantize(-5, -10, 10, 5);
	@mid = lquantize(-1, -10, 10, 5, 100);
	@mid = lquantize(0, -10, 10, 5);
	@mid = lquantize(4, -10, 10, 5, 100);
	@mid = lquantize(5, -10, 10, 5);
	@mid = lquantize(9, -10, 10, 5, 100);
	@mid = lquantize(10, -10, 10, 5);
	@mid = lquantize(0x7fffffffffffffff, -10, 10, 5, 1000);
	@mid = lquantize(-0x7fffffffffffffff - 1, -10, 10, 5, 10000);
	@mid = lquantize(0x100000007, -10, 10, 5, 100000);

	@top = lquantize(2147483636, 2147483637, 2147483647, 5, 100);
	@top = lquantize(2147483637, 2147483637, 2147483647, 5);
	@top = lquantize(2147483641, 2147483637, 2147483647, 5, 100);
	@top = lquantize(2147483642, 2147483637, 2147483647, 5);
	@top = lquantize(2147483646, 2147483637, 2147483647, 5, 100);
	@top = lquantize(2147483647, 2147483637, 2147483647, 5);
	@top = lquantize(-2147483649, 2147483637, 2147483647, 5, 1000);
	@top = lquantize(2147483648, 2147483637, 2147483647, 5, 10000);

	@bot = lquantize(-2147483648, -2147483648, -2147483638, 5);
	@bot = lquantize(-2147483644, -2147483648, -2147483638, 5, 100);
	@bot = lquantize(-2147483643, -2147483648, -2147483638, 5);
	@bot = lquantize(-2147483639, -2147483648, -2147483638, 5, 100);
	@bot = lquantize(-2147483638, -2147483648, -2147483638, 5);
	@bot = lquantize(2147483648, -2147483648, -2147483638, 5, 1000);

	@wide = lquantize(2147352576, -2147483648, 2147352577, 65535);
	@wide = lquantize(2147352577, -2147483648, 2147352577, 65535, 100);
	@wide = lquantize(2147287041, -2147483648, 2147352577, 65535, 1000);
	exit(0);
}
