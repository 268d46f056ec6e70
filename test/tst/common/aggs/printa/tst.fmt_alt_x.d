/*
 * printa("%@#x") prints 0x
 */

#pragma D option quiet

BEGIN
{
	@a = sum(255);
	printa("[%@#x]\n", @a);
	exit(0);
}
