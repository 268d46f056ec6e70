/*
 * sum() entries in ascending value order
 */

#pragma D option quiet

BEGIN
{
	@a["c"] = sum(30);
	@a["a"] = sum(10);
	@a["b"] = sum(20);
	exit(0);
}
