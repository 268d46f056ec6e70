/*
 * stddev() per key sorted by value
 */

#pragma D option quiet

BEGIN
{
	@a["a"] = stddev(1);
	@a["a"] = stddev(1);
	@a["b"] = stddev(0);
	@a["b"] = stddev(10);
	@a["c"] = stddev(0);
	@a["c"] = stddev(4);
	exit(0);
}
