/*
 * sum() of 0xffffffffffffffff prints -1
 */

#pragma D option quiet

BEGIN
{
	@a = sum(0xffffffffffffffff);
	exit(0);
}
