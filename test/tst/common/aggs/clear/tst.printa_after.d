/*
 * printa() after clear() shows zeroes
 */

#pragma D option quiet

BEGIN
{
	@a["k"] = sum(3);
	clear(@a);
	printa(@a);
	exit(0);
}
