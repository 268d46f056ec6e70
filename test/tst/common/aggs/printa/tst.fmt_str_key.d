/*
 * printa("%s %@d") prints key then value
 */

#pragma D option quiet

BEGIN
{
	@a["x"] = count();
	printa("%s %@d\n", @a);
	exit(0);
}
