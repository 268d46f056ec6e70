/*
 * count() keyed by unsigned char values [1, 2, 3]: key column width and signedness of the reference
 */

#pragma D option quiet

BEGIN
{
	@a[(unsigned char)1] = count();
	@a[(unsigned char)2] = count();
	@a[(unsigned char)2] = count();
	@a[(unsigned char)3] = count();
	@a[(unsigned char)3] = count();
	@a[(unsigned char)3] = count();
	exit(0);
}
