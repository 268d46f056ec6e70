/*
 * sum() of values wider than 16 digits
 */

#pragma D option quiet

BEGIN
{
	@a = sum(99999999999999999);
	@a = sum(1);
	exit(0);
}
