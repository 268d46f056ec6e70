/*
 * a cleared stddev() prints 0
 */

#pragma D option quiet

BEGIN
{
	@a = stddev(1);
	@a = stddev(9);
	clear(@a);
	exit(0);
}
