/*
 * avg() per key with negative averages
 */

#pragma D option quiet

BEGIN
{
	@a["a"] = avg(-10);
	@a["a"] = avg(-20);
	@a["b"] = avg(5);
	@a["b"] = avg(7);
	exit(0);
}
