/*
 * avg() then stddev() on one aggregation is rejected with D_AGG_REDEF
 */


BEGIN
{
	@a = avg(1);
	@a = stddev(1);
}
