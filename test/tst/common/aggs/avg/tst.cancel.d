/*
 * avg() of 100 and -100 is 0
 */

#pragma D option quiet

BEGIN
{
	@a = avg(100);
	@a = avg(-100);
	exit(0);
}
