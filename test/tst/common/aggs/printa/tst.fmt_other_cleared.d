/*
 * an aggregation not printed by printa() is printed (cleared, as 0) at exit
 */

#pragma D option quiet

BEGIN
{
	@a = count();
	@b = count();
	printa("%@d\n", @a);
	clear(@b);
	exit(0);
}
