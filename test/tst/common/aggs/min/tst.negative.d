/*
 * min() of negative values
 */

#pragma D option quiet

BEGIN
{
	@a = min(-5);
	@a = min(-3);
	@a = min(-9);
	exit(0);
}
