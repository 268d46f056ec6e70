/*
 * an aggregating function's result as aggregation key is rejected with
 * D_KEY_TYPE
 */

BEGIN
{
	@a[count()] = count();
}
