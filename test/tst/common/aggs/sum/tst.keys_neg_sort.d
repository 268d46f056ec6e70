/*
 * negative sums sort before positive ones
 */

#pragma D option quiet

BEGIN
{
	@a["p"] = sum(5);
	@a["n"] = sum(-5);
	@a["z"] = sum(0);
	exit(0);
}
