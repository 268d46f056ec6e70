/* dirname("foo") is "." */

#pragma D option quiet

BEGIN
{
	printf("[%s]\n", dirname("foo"));
	exit(0);
}
