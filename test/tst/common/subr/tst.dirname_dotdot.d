/* dirname("..") is "." */

#pragma D option quiet

BEGIN
{
	printf("[%s]\n", dirname(".."));
	exit(0);
}
