/*
 * printa() of aggregations with different numbers of keys is rejected with D_PRINTA_AGGKEY
 */


BEGIN
{
	@a[1] = count();
	@b[1, 2] = count();
	printa("%d %@d %@d\n", @a, @b);
}
