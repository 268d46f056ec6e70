/*
 * normalize() applies to every key
 */

#pragma D option quiet

BEGIN
{
	@a["a"] = sum(100);
	@a["b"] = sum(250);
	@a["c"] = sum(30);
	normalize(@a, 10);
	exit(0);
}
