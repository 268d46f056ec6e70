/*
 * with aggsortkey, char keys sort as unsigned values (negative keys last)
 */

#pragma D option quiet
#pragma D option aggsortkey

BEGIN
{
	@a[(char)-2] = sum(-2);
	@a[(char)-1] = sum(-1);
	@a[(char)0] = sum(0);
	@a[(char)1] = sum(1);
	@a[(char)2] = sum(2);
	exit(0);
}
