/* basename("/usr/lib/") is "lib" */

#pragma D option quiet

BEGIN
{
	printf("[%s]\n", basename("/usr/lib/"));
	exit(0);
}
