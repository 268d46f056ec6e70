/* @@xfail: compile-time aggregation check missing: our compiler raises a different tag (issue 4) */
/*
 * printa() of aggregations with different numbers of keys is rejected with D_PRINTA_AGGKEY
 */


BEGIN
{
	@a[1] = count();
	@b[1, 2] = count();
	printa("%d %@d %@d\n", @a, @b);
}
