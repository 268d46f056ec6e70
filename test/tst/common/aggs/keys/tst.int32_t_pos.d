/*
 * count() keyed by int32_t values [1, 2, 3]: key column width and signedness of the reference
 */

#pragma D option quiet

BEGIN
{
	@a[(int32_t)1] = count();
	@a[(int32_t)2] = count();
	@a[(int32_t)2] = count();
	@a[(int32_t)3] = count();
	@a[(int32_t)3] = count();
	@a[(int32_t)3] = count();
	exit(0);
}
