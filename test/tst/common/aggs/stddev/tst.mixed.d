/*
 * stddev() of -10 and 10 is 10
 */

#pragma D option quiet

BEGIN
{
	@a = stddev(-10);
	@a = stddev(10);
	exit(0);
}
