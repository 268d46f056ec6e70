/*
 * stddev() of equal values is 0
 */

#pragma D option quiet

BEGIN
{
	@a = stddev(5);
	@a = stddev(5);
	@a = stddev(5);
	exit(0);
}
