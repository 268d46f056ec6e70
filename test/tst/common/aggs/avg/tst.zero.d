/*
 * avg() of zeros is 0
 */

#pragma D option quiet

BEGIN
{
	@a = avg(0);
	@a = avg(0);
	@a = avg(0);
	exit(0);
}
