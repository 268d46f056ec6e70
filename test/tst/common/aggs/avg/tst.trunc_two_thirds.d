/*
 * avg() truncates: avg(1, 1, 0) is 0
 */

#pragma D option quiet

BEGIN
{
	@a = avg(1);
	@a = avg(1);
	@a = avg(0);
	exit(0);
}
