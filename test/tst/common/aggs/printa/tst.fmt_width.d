/*
 * printa("%@8d") right-justifies in 8 columns
 */

#pragma D option quiet

BEGIN
{
	@a = sum(42);
	printa("[%@8d]\n", @a);
	exit(0);
}
