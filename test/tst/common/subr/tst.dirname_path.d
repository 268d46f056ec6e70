/* dirname("/usr/lib/libc.so") is "/usr/lib" */

#pragma D option quiet

BEGIN
{
	printf("[%s]\n", dirname("/usr/lib/libc.so"));
	exit(0);
}
