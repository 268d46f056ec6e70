/* @@opts: -w */
/*
 * After freopen(), the output of system() commands goes to the file too.
 */
#pragma D option quiet

BEGIN
{
	system("rm -f /tmp/dtrace-freopen-sys.%d", pid);
}

BEGIN
{
	freopen("/tmp/dtrace-freopen-sys.%d", pid);
}

BEGIN
{
	system("echo command");
}

BEGIN
{
	freopen("");
}

BEGIN
{
	system("cat /tmp/dtrace-freopen-sys.%d; rm -f /tmp/dtrace-freopen-sys.%d", pid, pid);
	exit(0);
}
