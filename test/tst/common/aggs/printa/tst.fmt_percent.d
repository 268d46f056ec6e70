/*
 * a %% in a printa() format prints a percent sign
 */

#pragma D option quiet

BEGIN
{
	@a = sum(50);
	printa("%@d%%\n", @a);
	exit(0);
}
