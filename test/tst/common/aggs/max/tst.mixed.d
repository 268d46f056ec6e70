/*
 * max() of mixed signs
 */

#pragma D option quiet

BEGIN
{
	@a = max(-2);
	@a = max(0);
	@a = max(2);
	exit(0);
}
