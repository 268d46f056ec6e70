/*
 * printa() without a format of aggregations with different numbers of
 * keys is rejected with D_PRINTA_AGGKEY
 */

BEGIN
{
	@a[1] = count();
	@b = count();
	printa(@a, @b);
}
