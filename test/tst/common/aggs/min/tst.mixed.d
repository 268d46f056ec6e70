/*
 * min() of mixed signs
 */

#pragma D option quiet

BEGIN
{
	@a = min(-2);
	@a = min(0);
	@a = min(2);
	exit(0);
}
