/*
 * printa("%@d") of INT64_MAX
 */

#pragma D option quiet

BEGIN
{
	@a = max(9223372036854775807);
	printa("%@d\n", @a);
	exit(0);
}
