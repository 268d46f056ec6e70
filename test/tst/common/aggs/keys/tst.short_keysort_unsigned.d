/*
 * with aggsortkey, short keys sort as unsigned values (negative keys last)
 */

#pragma D option quiet
#pragma D option aggsortkey

BEGIN
{
	@a[(short)-2] = sum(-2);
	@a[(short)-1] = sum(-1);
	@a[(short)0] = sum(0);
	@a[(short)1] = sum(1);
	@a[(short)2] = sum(2);
	exit(0);
}
