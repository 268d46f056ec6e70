/*
 * a string key longer than 50 characters is not truncated
 */

#pragma D option quiet

BEGIN
{
	@a["bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"] = count();
	exit(0);
}
