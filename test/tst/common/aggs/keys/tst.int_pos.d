/*
 * count() keyed by int values [1, 2, 3]: key column width and signedness of the reference
 */

#pragma D option quiet

BEGIN
{
	@a[(int)1] = count();
	@a[(int)2] = count();
	@a[(int)2] = count();
	@a[(int)3] = count();
	@a[(int)3] = count();
	@a[(int)3] = count();
	exit(0);
}
