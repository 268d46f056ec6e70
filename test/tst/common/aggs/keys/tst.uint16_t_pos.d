/*
 * count() keyed by uint16_t values [1, 2, 3]: key column width and signedness of the reference
 */

#pragma D option quiet

BEGIN
{
	@a[(uint16_t)1] = count();
	@a[(uint16_t)2] = count();
	@a[(uint16_t)2] = count();
	@a[(uint16_t)3] = count();
	@a[(uint16_t)3] = count();
	@a[(uint16_t)3] = count();
	exit(0);
}
