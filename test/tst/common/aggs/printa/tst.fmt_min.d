/*
 * printa("%@d") of min()
 */

#pragma D option quiet

BEGIN
{
	@a = min(5);
	@a = min(-3);
	printa("%@d\n", @a);
	exit(0);
}
