/*
 * trunc(@a) leaves other aggregations alone
 */

#pragma D option quiet

BEGIN
{
	@a["a"] = sum(1);
	@a["b"] = sum(5);
	@a["c"] = sum(3);
	@a["d"] = sum(4);
	@a["e"] = sum(2);
	@b = count();
	trunc(@a);
	exit(0);
}
