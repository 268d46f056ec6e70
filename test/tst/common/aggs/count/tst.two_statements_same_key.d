/*
 * two statements aggregating the same key add up
 */

#pragma D option quiet

BEGIN
{
	@a["x"] = count();
	@a["x"] = count();
	exit(0);
}
