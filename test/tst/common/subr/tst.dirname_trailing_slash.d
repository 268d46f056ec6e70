/* dirname("/usr/lib/") is "/usr" */

#pragma D option quiet

BEGIN
{
	printf("[%s]\n", dirname("/usr/lib/"));
	exit(0);
}
