/* cleanpath("a/./b") is "a/b" */

#pragma D option quiet

BEGIN
{
	printf("[%s]\n", cleanpath("a/./b"));
	exit(0);
}
