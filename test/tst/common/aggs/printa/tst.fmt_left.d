/*
 * printa("%@-8d") left-justifies
 */

#pragma D option quiet

BEGIN
{
	@a = sum(42);
	printa("[%@-8d]\n", @a);
	exit(0);
}
