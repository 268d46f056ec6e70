/*
 * aggregations are not multi-dimensional
 */

BEGIN
{
	@a[1][2] = count();
	exit(0);
}
