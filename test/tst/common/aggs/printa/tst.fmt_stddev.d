/*
 * printa("%@d") of stddev()
 */

#pragma D option quiet

BEGIN
{
	@a = stddev(2);
	@a = stddev(4);
	printa("%@d\n", @a);
	exit(0);
}
