/*
 * avg() of 1..7 is 4
 */

#pragma D option quiet

BEGIN
{
	@a = avg(1);
	@a = avg(2);
	@a = avg(3);
	@a = avg(4);
	@a = avg(5);
	@a = avg(6);
	@a = avg(7);
	exit(0);
}
