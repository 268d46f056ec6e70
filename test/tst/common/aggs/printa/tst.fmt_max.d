/*
 * printa("%@d") of max()
 */

#pragma D option quiet

BEGIN
{
	@a = max(5);
	@a = max(-3);
	printa("%@d\n", @a);
	exit(0);
}
