/*
 * min() then max() on one aggregation is rejected with D_AGG_REDEF
 */


BEGIN
{
	@a = min(1);
	@a = max(1);
}
