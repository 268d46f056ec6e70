/*
 * an aggregation assigned a plain value is rejected with D_AGG_FUNC
 */


BEGIN
{
	@a = 1;
}
