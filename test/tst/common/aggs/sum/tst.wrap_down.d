/*
 * sum() below INT64_MIN wraps to INT64_MAX
 */

#pragma D option quiet

BEGIN
{
	@a = sum((-9223372036854775807 - 1));
	@a = sum(-1);
	exit(0);
}
