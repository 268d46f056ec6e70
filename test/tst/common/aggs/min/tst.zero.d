/*
 * min() of zero
 */

#pragma D option quiet

BEGIN
{
	@a = min(0);
	exit(0);
}
