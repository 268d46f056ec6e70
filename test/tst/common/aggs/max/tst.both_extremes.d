/*
 * max() of INT64_MIN and INT64_MAX
 */

#pragma D option quiet

BEGIN
{
	@a = max((-9223372036854775807 - 1));
	@a = max(9223372036854775807);
	exit(0);
}
