/* dirname("a/") is "." */

#pragma D option quiet

BEGIN
{
	printf("[%s]\n", dirname("a/"));
	exit(0);
}
