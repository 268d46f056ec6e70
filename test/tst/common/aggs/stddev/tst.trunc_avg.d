/*
 * stddev() of 1 and 2: the mean truncates to 1, so the result is 1
 */

#pragma D option quiet

BEGIN
{
	@a = stddev(1);
	@a = stddev(2);
	exit(0);
}
