/*
 * printa() before clear() shows the values
 */

#pragma D option quiet

BEGIN
{
	@a["k"] = sum(3);
	printa(@a);
	clear(@a);
	exit(0);
}
