/*
 * avg() of INT64_MAX
 */

#pragma D option quiet

BEGIN
{
	@a = avg(9223372036854775807);
	exit(0);
}
