/*
 * stddev() of 2 4 4 4 5 5 7 9 is 2
 */

#pragma D option quiet

BEGIN
{
	@a = stddev(2);
	@a = stddev(4);
	@a = stddev(4);
	@a = stddev(4);
	@a = stddev(5);
	@a = stddev(5);
	@a = stddev(7);
	@a = stddev(9);
	exit(0);
}
