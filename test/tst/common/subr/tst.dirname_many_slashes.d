/* dirname("//a//b//") is "//a" */

#pragma D option quiet

BEGIN
{
	printf("[%s]\n", dirname("//a//b//"));
	exit(0);
}
