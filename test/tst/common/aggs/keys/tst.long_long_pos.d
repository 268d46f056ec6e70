/*
 * count() keyed by long long values [1, 2, 3]: key column width and signedness of the reference
 */

#pragma D option quiet

BEGIN
{
	@a[(long long)1] = count();
	@a[(long long)2] = count();
	@a[(long long)2] = count();
	@a[(long long)3] = count();
	@a[(long long)3] = count();
	@a[(long long)3] = count();
	exit(0);
}
