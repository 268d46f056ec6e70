/*
 * an aggregation assigned a variable is rejected with D_AGG_FUNC
 */


BEGIN
{
	x = 2;
	@a[1] = x;
}
