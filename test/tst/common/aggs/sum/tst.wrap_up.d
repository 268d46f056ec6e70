/*
 * sum() past INT64_MAX wraps to INT64_MIN
 */

#pragma D option quiet

BEGIN
{
	@a = sum(9223372036854775807);
	@a = sum(1);
	exit(0);
}
