/*
 * trunc(@a, 5) keeps the 5 largest entries
 */

#pragma D option quiet

BEGIN
{
	@a["a"] = sum(1);
	@a["b"] = sum(5);
	@a["c"] = sum(3);
	@a["d"] = sum(4);
	@a["e"] = sum(2);
	trunc(@a, 5);
	exit(0);
}
