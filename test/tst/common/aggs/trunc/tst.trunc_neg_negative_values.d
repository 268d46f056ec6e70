/*
 * trunc(@a, -1) keeps the most negative entry
 */

#pragma D option quiet

BEGIN
{
	@a["a"] = sum(-3);
	@a["b"] = sum(7);
	@a["c"] = sum(0);
	trunc(@a, -1);
	exit(0);
}
