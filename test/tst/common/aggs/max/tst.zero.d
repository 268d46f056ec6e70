/*
 * max() of zero
 */

#pragma D option quiet

BEGIN
{
	@a = max(0);
	exit(0);
}
