/*
 * sum() of mixed signs
 */

#pragma D option quiet

BEGIN
{
	@a = sum(10);
	@a = sum(-3);
	@a = sum(-20);
	exit(0);
}
