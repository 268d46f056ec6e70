/*
 * printa("%@d") of avg()
 */

#pragma D option quiet

BEGIN
{
	@a = avg(5);
	@a = avg(8);
	printa("%@d\n", @a);
	exit(0);
}
