/*
 * a 50-character string key fills its column exactly
 */

#pragma D option quiet

BEGIN
{
	@a["aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"] = count();
	exit(0);
}
