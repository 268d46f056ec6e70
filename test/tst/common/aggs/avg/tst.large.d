/*
 * avg() of two large values
 */

#pragma D option quiet

BEGIN
{
	@a = avg(4000000000000000000);
	@a = avg(4000000000000000002);
	exit(0);
}
