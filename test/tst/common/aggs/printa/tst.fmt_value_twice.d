/*
 * a second %@ conversion prints the same value again
 */

#pragma D option quiet

BEGIN
{
	@a = sum(4);
	printa("%@d %@d\n", @a);
	exit(0);
}
