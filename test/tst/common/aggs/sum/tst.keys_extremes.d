/*
 * INT64_MIN sorts first and INT64_MAX last
 */

#pragma D option quiet

BEGIN
{
	@a["max"] = sum(9223372036854775807);
	@a["min"] = sum((-9223372036854775807 - 1));
	@a["zero"] = sum(0);
	exit(0);
}
