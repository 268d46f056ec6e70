/*
 * with aggsortkey, int key -1 sorts after positive keys (unsigned)
 */

#pragma D option quiet
#pragma D option aggsortkey

BEGIN
{
	@a[3] = sum(-1);
	@a[1] = sum(10);
	@a[2] = sum(0);
	@a[-1] = sum(4);
	exit(0);
}
