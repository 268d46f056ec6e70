/*
 * several aggregations print in the order given to printa()
 */

#pragma D option quiet

BEGIN
{
	@a[1] = sum(1);
	@b[1] = sum(2);
	printa("%d %@d %@d\n", @b, @a);
	exit(0);
}
