/*
 * count() then sum() on the anonymous aggregation is rejected with D_AGG_REDEF
 */


BEGIN
{
	@ = count();
	@ = sum(1);
}
