/*
 * min() of one value is that value
 */

#pragma D option quiet

BEGIN
{
	@a = min(17);
	exit(0);
}
