/*
 * printa() whose third aggregation has more keys than the first is
 * rejected with D_PRINTA_AGGKEY
 */

BEGIN
{
	@a[1] = count();
	@b[2] = sum(1);
	@c[3, 4] = max(1);
	printa("%d %@d %@d %@d\n", @a, @b, @c);
}
