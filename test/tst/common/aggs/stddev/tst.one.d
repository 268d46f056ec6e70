/*
 * stddev() of one value is 0
 */

#pragma D option quiet

BEGIN
{
	@a = stddev(10);
	exit(0);
}
