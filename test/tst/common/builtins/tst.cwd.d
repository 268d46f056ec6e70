/* cwd is the current directory (the test's own) */

#pragma D option quiet

BEGIN
{
	printf("%s\n", basename(cwd));
	exit(0);
}
