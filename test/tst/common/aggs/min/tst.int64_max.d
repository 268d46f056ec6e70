/*
 * min() of INT64_MAX
 */

#pragma D option quiet

BEGIN
{
	@a = min(9223372036854775807);
	exit(0);
}
