/*
 * avg() entries sorted by their (truncated) average
 */

#pragma D option quiet

BEGIN
{
	@a["p"] = avg(5);
	@a["p"] = avg(6);
	@a["q"] = avg(-5);
	@a["r"] = avg(1);
	exit(0);
}
