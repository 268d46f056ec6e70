/*
 * count() entries print in ascending order of value
 */

#pragma D option quiet

BEGIN
{
	@a["b"] = count();
	@a["a"] = count();
	@a["c"] = count();
	@a["a"] = count();
	@a["c"] = count();
	@a["c"] = count();
	exit(0);
}
