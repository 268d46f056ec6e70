/*
 * printa() of two aggregations, the second created by a keyed reference
 * but never assigned, is rejected with D_PRINTA_AGGBAD
 */

BEGIN
{
	@a[1] = count();
	printa("%d %@d %@d\n", @a, @b[1]);
}
