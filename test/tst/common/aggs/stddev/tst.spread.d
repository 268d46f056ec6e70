/*
 * stddev() of 1, 10, 100, 1000
 */

#pragma D option quiet

BEGIN
{
	@a = stddev(1);
	@a = stddev(10);
	@a = stddev(100);
	@a = stddev(1000);
	exit(0);
}
