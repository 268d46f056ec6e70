/*
 * count() keyed by int32_t values [-1, 0, 1]: key column width and signedness of the reference
 */

#pragma D option quiet

BEGIN
{
	@a[(int32_t)-1] = count();
	@a[(int32_t)0] = count();
	@a[(int32_t)0] = count();
	@a[(int32_t)1] = count();
	@a[(int32_t)1] = count();
	@a[(int32_t)1] = count();
	exit(0);
}
