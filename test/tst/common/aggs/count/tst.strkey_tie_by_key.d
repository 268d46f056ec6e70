/*
 * count() entries with equal values are ordered by key
 */

#pragma D option quiet

BEGIN
{
	@a["zeta"] = count();
	@a["alpha"] = count();
	@a["mid"] = count();
	exit(0);
}
