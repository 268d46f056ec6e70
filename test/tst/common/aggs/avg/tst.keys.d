/*
 * avg() per key sorted by average
 */

#pragma D option quiet

BEGIN
{
	@a["a"] = avg(10);
	@a["a"] = avg(20);
	@a["b"] = avg(1);
	@a["b"] = avg(3);
	@a["c"] = avg(100);
	@a["c"] = avg(0);
	exit(0);
}
