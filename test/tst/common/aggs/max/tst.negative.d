/*
 * max() of negative values
 */

#pragma D option quiet

BEGIN
{
	@a = max(-5);
	@a = max(-3);
	@a = max(-9);
	exit(0);
}
