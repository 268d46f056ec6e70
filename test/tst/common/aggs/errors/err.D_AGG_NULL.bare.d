/*
 * an aggregation statement with no aggregating function is rejected
 * with D_AGG_NULL
 */

BEGIN
{
	@a = count();
	@a;
}
