/*
 * the %@ conversion may come before the keys
 */

#pragma D option quiet

BEGIN
{
	@a["k", 3] = sum(9);
	printa("%@d %s %d\n", @a);
	exit(0);
}
