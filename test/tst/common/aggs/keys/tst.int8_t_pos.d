/*
 * count() keyed by int8_t values [1, 2, 3]: key column width and signedness of the reference
 */

#pragma D option quiet

BEGIN
{
	@a[(int8_t)1] = count();
	@a[(int8_t)2] = count();
	@a[(int8_t)2] = count();
	@a[(int8_t)3] = count();
	@a[(int8_t)3] = count();
	@a[(int8_t)3] = count();
	exit(0);
}
