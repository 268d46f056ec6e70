/*
 * count() keyed by char values [1, 2, 3]: key column width and signedness of the reference
 */

#pragma D option quiet

BEGIN
{
	@a[(char)1] = count();
	@a[(char)2] = count();
	@a[(char)2] = count();
	@a[(char)3] = count();
	@a[(char)3] = count();
	@a[(char)3] = count();
	exit(0);
}
