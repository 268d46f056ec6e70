/* cleanpath("/a/.hidden") is "/a/.hidden" */

#pragma D option quiet

BEGIN
{
	printf("[%s]\n", cleanpath("/a/.hidden"));
	exit(0);
}
