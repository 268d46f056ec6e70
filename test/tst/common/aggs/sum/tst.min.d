/*
 * sum() of INT64_MIN
 */

#pragma D option quiet

BEGIN
{
	@a = sum((-9223372036854775807 - 1));
	exit(0);
}
