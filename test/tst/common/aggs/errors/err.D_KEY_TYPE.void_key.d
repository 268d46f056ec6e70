/*
 * a void expression as aggregation key is rejected with D_KEY_TYPE
 */

BEGIN
{
	@a[(void)0] = count();
}
