/*
 * count() with one string key prints the key left-justified in 50 columns
 */

#pragma D option quiet

BEGIN
{
	@a["x"] = count();
	exit(0);
}
