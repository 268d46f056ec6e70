/*
 * sum() of one value
 */

#pragma D option quiet

BEGIN
{
	@a = sum(42);
	exit(0);
}
