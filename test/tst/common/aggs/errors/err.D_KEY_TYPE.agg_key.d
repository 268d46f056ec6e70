/*
 * an aggregation as aggregation key is rejected with D_KEY_TYPE
 */

BEGIN
{
	@b = count();
	@a[@b] = count();
}
