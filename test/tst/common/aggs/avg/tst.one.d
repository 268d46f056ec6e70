/*
 * avg() of one value
 */

#pragma D option quiet

BEGIN
{
	@a = avg(10);
	exit(0);
}
