/*
 * an aggregation not named by printa() is still printed at exit
 */

#pragma D option quiet

BEGIN
{
	@a = count();
	@b = sum(7);
	printa(@a);
	exit(0);
}
