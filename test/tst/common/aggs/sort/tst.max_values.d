/*
 * max() entries sorted by value
 */

#pragma D option quiet

BEGIN
{
	@a["p"] = max(5);
	@a["q"] = max(-5);
	@a["r"] = max(0);
	exit(0);
}
