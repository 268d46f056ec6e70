/*
 * avg() of -5 and 8 is 1
 */

#pragma D option quiet

BEGIN
{
	@a = avg(-5);
	@a = avg(8);
	exit(0);
}
