/*
 * avg() truncates: avg(1, 2) is 1
 */

#pragma D option quiet

BEGIN
{
	@a = avg(1);
	@a = avg(2);
	exit(0);
}
