/*
 * min() of the same value twice
 */

#pragma D option quiet

BEGIN
{
	@a = min(8);
	@a = min(8);
	exit(0);
}
