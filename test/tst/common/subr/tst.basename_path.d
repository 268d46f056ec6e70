/* basename("/usr/lib/libc.so") is "libc.so" */

#pragma D option quiet

BEGIN
{
	printf("[%s]\n", basename("/usr/lib/libc.so"));
	exit(0);
}
