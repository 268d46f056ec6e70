/* basename("a/b") is "b" */

#pragma D option quiet

BEGIN
{
	printf("[%s]\n", basename("a/b"));
	exit(0);
}
