/*
 * count() keyed by long long values [-1, 0, 1]: key column width and signedness of the reference
 */

#pragma D option quiet

BEGIN
{
	@a[(long long)-1] = count();
	@a[(long long)0] = count();
	@a[(long long)0] = count();
	@a[(long long)1] = count();
	@a[(long long)1] = count();
	@a[(long long)1] = count();
	exit(0);
}
