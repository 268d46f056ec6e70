/*
 * printa("%@d") of a negative sum
 */

#pragma D option quiet

BEGIN
{
	@a = sum(-42);
	printa("%@d\n", @a);
	exit(0);
}
