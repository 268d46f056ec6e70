/*
 * sum() of negative values prints a negative total
 */

#pragma D option quiet

BEGIN
{
	@a = sum(-5);
	@a = sum(-7);
	exit(0);
}
