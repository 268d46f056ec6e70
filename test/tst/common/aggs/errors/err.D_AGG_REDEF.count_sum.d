/*
 * count() then sum() on one aggregation is rejected with D_AGG_REDEF
 */


BEGIN
{
	@a = count();
	@a = sum(1);
}
