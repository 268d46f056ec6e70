/*
 * printa() of aggregations with different key types is rejected with D_PRINTA_AGGPROTO
 */


BEGIN
{
	@a[1] = count();
	@b["x"] = count();
	printa("%d %@d %@d\n", @a, @b);
}
