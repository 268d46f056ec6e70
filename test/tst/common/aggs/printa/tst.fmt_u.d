/*
 * printa("%@u") of a sum
 */

#pragma D option quiet

BEGIN
{
	@a = sum(123);
	printa("%@u\n", @a);
	exit(0);
}
