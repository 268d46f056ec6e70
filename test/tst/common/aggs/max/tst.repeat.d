/*
 * max() of the same value twice
 */

#pragma D option quiet

BEGIN
{
	@a = max(8);
	@a = max(8);
	exit(0);
}
