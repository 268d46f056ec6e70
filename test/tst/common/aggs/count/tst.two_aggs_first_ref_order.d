/*
 * aggregations print in order of first reference, not by name
 */

#pragma D option quiet

BEGIN
{
	@z = count();
	@z = count();
	@z = count();
	@a = count();
	exit(0);
}
