/*
 * count() keyed by short values [-1, 0, 1]: key column width and signedness of the reference
 */

#pragma D option quiet

BEGIN
{
	@a[(short)-1] = count();
	@a[(short)0] = count();
	@a[(short)0] = count();
	@a[(short)1] = count();
	@a[(short)1] = count();
	@a[(short)1] = count();
	exit(0);
}
