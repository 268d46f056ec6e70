/*
 * printa() of three aggregations
 */

#pragma D option quiet

BEGIN
{
	@a[1] = count();
	@b[1] = sum(2);
	@c[1] = max(3);
	printa("%d %@d %@d %@d\n", @a, @b, @c);
	exit(0);
}
