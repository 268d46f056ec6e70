/*
 * printa() sees the factor, and a later denormalize() restores raw values at exit
 */

#pragma D option quiet

BEGIN
{
	@a = sum(100);
	normalize(@a, 10);
	printa("%@d\n", @a);
	denormalize(@a);
	exit(0);
}
