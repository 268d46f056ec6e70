/*
 * a %@ conversion past the last aggregation reuses the last one
 */

#pragma D option quiet

BEGIN
{
	@a[1] = sum(1);
	@b[1] = sum(2);
	printa("%@d %@d %@d\n", @a, @b);
	exit(0);
}
