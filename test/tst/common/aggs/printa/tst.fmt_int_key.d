/*
 * printa("%d") of an int key
 */

#pragma D option quiet

BEGIN
{
	@a[-7] = sum(3);
	printa("%d:%@d\n", @a);
	exit(0);
}
