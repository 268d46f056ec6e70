/* cleanpath("/usr/lib") is "/usr/lib" */

#pragma D option quiet

BEGIN
{
	printf("[%s]\n", cleanpath("/usr/lib"));
	exit(0);
}
