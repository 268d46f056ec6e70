/* @@opts: -w */
/*
 * freopen() appends: two redirections to one file keep both lines.
 */
#pragma D option quiet

BEGIN
{
	system("rm -f /tmp/dtrace-freopen-append.%d", pid);
}

BEGIN
{
	freopen("/tmp/dtrace-freopen-append.%d", pid);
}

BEGIN
{
	printf("one\n");
}

BEGIN
{
	freopen("");
}

BEGIN
{
	freopen("/tmp/dtrace-freopen-append.%d", pid);
}

BEGIN
{
	printf("two\n");
}

BEGIN
{
	freopen("");
}

BEGIN
{
	system("cat /tmp/dtrace-freopen-append.%d; rm -f /tmp/dtrace-freopen-append.%d", pid, pid);
	exit(0);
}
