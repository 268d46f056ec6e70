/*
 * count() keyed by short values [1, 2, 3]: key column width and signedness of the reference
 */

#pragma D option quiet

BEGIN
{
	@a[(short)1] = count();
	@a[(short)2] = count();
	@a[(short)2] = count();
	@a[(short)3] = count();
	@a[(short)3] = count();
	@a[(short)3] = count();
	exit(0);
}
