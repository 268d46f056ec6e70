/*
 * count() keyed by unsigned int values [1, 2, 3]: key column width and signedness of the reference
 */

#pragma D option quiet

BEGIN
{
	@a[(unsigned int)1] = count();
	@a[(unsigned int)2] = count();
	@a[(unsigned int)2] = count();
	@a[(unsigned int)3] = count();
	@a[(unsigned int)3] = count();
	@a[(unsigned int)3] = count();
	exit(0);
}
