/*
 * a string key sorts before keys it is a prefix of
 */

#pragma D option quiet

BEGIN
{
	@a["ab"] = count();
	@a["abc"] = count();
	@a["a"] = count();
	exit(0);
}
