/*
 * printa("%@X") of a sum
 */

#pragma D option quiet

BEGIN
{
	@a = sum(255);
	printa("%@X\n", @a);
	exit(0);
}
