/*
 * sum() that cancels out to zero
 */

#pragma D option quiet

BEGIN
{
	@a = sum(7);
	@a = sum(-7);
	exit(0);
}
