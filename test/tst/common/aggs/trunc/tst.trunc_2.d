/*
 * trunc(@a, 2) keeps the 2 largest entries
 */

#pragma D option quiet

BEGIN
{
	@a["a"] = sum(1);
	@a["b"] = sum(5);
	@a["c"] = sum(3);
	@a["d"] = sum(4);
	@a["e"] = sum(2);
	trunc(@a, 2);
	exit(0);
}
