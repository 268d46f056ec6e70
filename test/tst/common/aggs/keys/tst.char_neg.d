/*
 * count() keyed by char values [-1, 0, 1]: key column width and signedness of the reference
 */

#pragma D option quiet

BEGIN
{
	@a[(char)-1] = count();
	@a[(char)0] = count();
	@a[(char)0] = count();
	@a[(char)1] = count();
	@a[(char)1] = count();
	@a[(char)1] = count();
	exit(0);
}
