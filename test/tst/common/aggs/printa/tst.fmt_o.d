/*
 * printa("%@o") of a sum
 */

#pragma D option quiet

BEGIN
{
	@a = sum(8);
	printa("%@o\n", @a);
	exit(0);
}
