/* cleanpath("/foo//bar") is "/foo/bar" */

#pragma D option quiet

BEGIN
{
	printf("[%s]\n", cleanpath("/foo//bar"));
	exit(0);
}
