/*
 * stddev() of zeros is 0
 */

#pragma D option quiet

BEGIN
{
	@a = stddev(0);
	@a = stddev(0);
	exit(0);
}
