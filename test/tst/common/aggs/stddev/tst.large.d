/*
 * stddev() of 0 and 2000000000000 uses wide squares
 */

#pragma D option quiet

BEGIN
{
	@a = stddev(0);
	@a = stddev(2000000000000);
	exit(0);
}
