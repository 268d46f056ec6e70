/*
 * printa() of aggregations whose second keys differ in type is rejected
 * with D_PRINTA_AGGPROTO
 */

BEGIN
{
	@a[1, 2] = count();
	@b[1, "x"] = count();
	printa(@a, @b);
}
