/* cleanpath("/a/./") is "/a/" */

#pragma D option quiet

BEGIN
{
	printf("[%s]\n", cleanpath("/a/./"));
	exit(0);
}
