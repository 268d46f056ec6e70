/*
 * printa() with two keys
 */

#pragma D option quiet

BEGIN
{
	@a["k", 3] = sum(9);
	printa("%s/%d/%@d\n", @a);
	exit(0);
}
