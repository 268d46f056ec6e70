/*
 * count() then sum() under different keys of one aggregation is rejected with D_AGG_REDEF
 */


BEGIN
{
	@a["x"] = count();
	@a["y"] = sum(1);
}
