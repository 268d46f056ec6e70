/*
 * with aggsortkey, int keys sort as unsigned values (negative keys last)
 */

#pragma D option quiet
#pragma D option aggsortkey

BEGIN
{
	@a[(int)-2] = sum(-2);
	@a[(int)-1] = sum(-1);
	@a[(int)0] = sum(0);
	@a[(int)1] = sum(1);
	@a[(int)2] = sum(2);
	exit(0);
}
