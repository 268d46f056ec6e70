/* cleanpath("/a/./b/../c") is "/a/c" */

#pragma D option quiet

BEGIN
{
	printf("[%s]\n", cleanpath("/a/./b/../c"));
	exit(0);
}
