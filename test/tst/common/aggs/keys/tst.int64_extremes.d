/*
 * INT64_MIN and INT64_MAX as keys print in full
 */

#pragma D option quiet

BEGIN
{
	@a[(long long)(-9223372036854775807 - 1)] = count();
	@a[(long long)9223372036854775807] = count();
	@a[(long long)9223372036854775807] = count();
	exit(0);
}
