/*
 * aggsortkeypos=1, aggsortkey and aggsortrev
 */

#pragma D option quiet
#pragma D option aggsortkey
#pragma D option aggsortkeypos=1
#pragma D option aggsortrev

BEGIN
{
	@a["b", 2] = sum(5);
	@a["a", 3] = sum(5);
	@a["c", 1] = sum(5);
	@a["a", 1] = sum(7);
	exit(0);
}
