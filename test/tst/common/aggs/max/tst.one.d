/*
 * max() of one value is that value
 */

#pragma D option quiet

BEGIN
{
	@a = max(17);
	exit(0);
}
