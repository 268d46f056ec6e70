/*
 * with aggsortkey, long long keys sort as unsigned values (negative keys last)
 */

#pragma D option quiet
#pragma D option aggsortkey

BEGIN
{
	@a[(long long)-2] = sum(-2);
	@a[(long long)-1] = sum(-1);
	@a[(long long)0] = sum(0);
	@a[(long long)1] = sum(1);
	@a[(long long)2] = sum(2);
	exit(0);
}
