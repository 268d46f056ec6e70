/*
 * count() keyed by unsigned short values [1, 2, 3]: key column width and signedness of the reference
 */

#pragma D option quiet

BEGIN
{
	@a[(unsigned short)1] = count();
	@a[(unsigned short)2] = count();
	@a[(unsigned short)2] = count();
	@a[(unsigned short)3] = count();
	@a[(unsigned short)3] = count();
	@a[(unsigned short)3] = count();
	exit(0);
}
