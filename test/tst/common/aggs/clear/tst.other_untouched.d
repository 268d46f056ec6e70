/*
 * clear(@a) leaves @b alone
 */

#pragma D option quiet

BEGIN
{
	@a["k"] = sum(3);
	@b = sum(4);
	clear(@a);
	exit(0);
}
