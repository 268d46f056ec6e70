/*
 * normalize(@a) leaves @b alone
 */

#pragma D option quiet

BEGIN
{
	@a = sum(100);
	@b = sum(100);
	normalize(@a, 10);
	exit(0);
}
