/*
 * count() keyed by unsigned long long values [1, 2, 3]: key column width and signedness of the reference
 */

#pragma D option quiet

BEGIN
{
	@a[(unsigned long long)1] = count();
	@a[(unsigned long long)2] = count();
	@a[(unsigned long long)2] = count();
	@a[(unsigned long long)3] = count();
	@a[(unsigned long long)3] = count();
	@a[(unsigned long long)3] = count();
	exit(0);
}
