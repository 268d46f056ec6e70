/*
 * printa("%@d") of INT64_MIN
 */

#pragma D option quiet

BEGIN
{
	@a = min((-9223372036854775807 - 1));
	printa("%@d\n", @a);
	exit(0);
}
