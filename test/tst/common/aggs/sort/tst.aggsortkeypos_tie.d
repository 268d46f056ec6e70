/*
 * aggsortkeypos=1 breaks value ties by the second key
 */

#pragma D option quiet
#pragma D option aggsortkeypos=1

BEGIN
{
	@a["b", 2] = sum(5);
	@a["a", 3] = sum(5);
	@a["c", 1] = sum(5);
	@a["a", 1] = sum(7);
	exit(0);
}
