/*
 * trunc() with a variable count
 */

#pragma D option quiet

BEGIN
{
	@a["a"] = sum(1);
	@a["b"] = sum(5);
	@a["c"] = sum(3);
	@a["d"] = sum(4);
	@a["e"] = sum(2);
	n = 3;
	trunc(@a, n);
	exit(0);
}
