/*
 * printa("%@d\n") of a count
 */

#pragma D option quiet

BEGIN
{
	@a = count();
	@a = count();
	printa("%@d\n", @a);
	exit(0);
}
