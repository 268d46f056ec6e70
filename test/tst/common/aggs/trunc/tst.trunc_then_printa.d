/*
 * printa() after trunc(@a, 2) shows two entries
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
	printa(@a);
	exit(0);
}
