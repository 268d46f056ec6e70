/*
 * aggsortkeypos beyond the number of keys falls back to 0
 */

#pragma D option quiet
#pragma D option aggsortkey
#pragma D option aggsortkeypos=7

BEGIN
{
	@a["b", 2] = sum(5);
	@a["a", 3] = sum(5);
	@a["c", 1] = sum(5);
	@a["a", 1] = sum(7);
	exit(0);
}
