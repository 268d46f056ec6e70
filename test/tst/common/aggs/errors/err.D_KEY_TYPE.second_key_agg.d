/*
 * a dynamic second key is rejected with D_KEY_TYPE
 */

BEGIN
{
	@b = count();
	@a[1, @b] = count();
}
