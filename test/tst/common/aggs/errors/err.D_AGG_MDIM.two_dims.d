/*
 * an aggregation used as a two-dimensional array is rejected with D_AGG_MDIM
 */


BEGIN
{
	@a[1][2] = count();
}
