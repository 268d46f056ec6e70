/*
 * normalize() of avg() divides the average
 */

#pragma D option quiet

BEGIN
{
	@a = avg(100);
	@a = avg(200);
	normalize(@a, 10);
	exit(0);
}
