/*
 * stddev() of 4000000000 and -4000000000 (squares beyond 64 bits)
 */

#pragma D option quiet

BEGIN
{
	@a = stddev(4000000000);
	@a = stddev(-4000000000);
	exit(0);
}
