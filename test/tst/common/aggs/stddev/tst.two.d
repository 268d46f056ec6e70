/*
 * stddev() of 2 and 4 is 1
 */

#pragma D option quiet

BEGIN
{
	@a = stddev(2);
	@a = stddev(4);
	exit(0);
}
