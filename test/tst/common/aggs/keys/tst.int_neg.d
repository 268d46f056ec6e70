/*
 * count() keyed by int values [-1, 0, 1]: key column width and signedness of the reference
 */

#pragma D option quiet

BEGIN
{
	@a[(int)-1] = count();
	@a[(int)0] = count();
	@a[(int)0] = count();
	@a[(int)1] = count();
	@a[(int)1] = count();
	@a[(int)1] = count();
	exit(0);
}
