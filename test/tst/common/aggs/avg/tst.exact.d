/*
 * avg() of 2, 4, 6 is 4
 */

#pragma D option quiet

BEGIN
{
	@a = avg(2);
	@a = avg(4);
	@a = avg(6);
	exit(0);
}
