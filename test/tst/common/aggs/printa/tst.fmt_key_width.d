/*
 * printa("%-5s|") pads the key
 */

#pragma D option quiet

BEGIN
{
	@a["ab"] = count();
	printa("%-5s|%@d\n", @a);
	exit(0);
}
