/* @@opts: -w */
/*
 * freopen() of a file that cannot be opened is reported and changes
 * nothing.
 */
#pragma D option quiet

BEGIN
{
	freopen("/nonexistent/dir/file");
}

BEGIN
{
	printf("still stdout\n");
	exit(0);
}
