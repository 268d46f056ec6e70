/* strrchr() on a path */

#pragma D option quiet

BEGIN
{
	printf("%s\n", strrchr("/usr/lib/libc.so", '/'));
	exit(0);
}
