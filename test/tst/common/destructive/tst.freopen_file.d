/* @@opts: -w */
/*
 * freopen() sends later output to a file (appending); freopen("") brings
 * it back.  The file is shown with system().
 */
#pragma D option quiet

BEGIN
{
	system("rm -f /tmp/dtrace-freopen-test.$PPID");
}

BEGIN
{
	freopen("/tmp/dtrace-freopen-test.%d", pid);
}

BEGIN
{
	printf("into the file\n");
}

BEGIN
{
	freopen("");
}

BEGIN
{
	printf("back\n");
	system("cat /tmp/dtrace-freopen-test.%d; rm -f /tmp/dtrace-freopen-test.%d", pid, pid);
	exit(0);
}
