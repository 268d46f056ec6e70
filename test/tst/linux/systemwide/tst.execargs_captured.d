/*
 * @@requires: bpf
 * @@opts: -w
 *
 * Kernel capture takes the process's arguments with the event when a
 * clause reads execargs (curpsinfo->pr_psargs): at execve's return they
 * are the new program's, and they read right although the process has
 * exited by the time dtrace runs the clause.
 */
#pragma D option quiet

BEGIN
{
	system("exec /bin/echo one two three > /dev/null");
}

syscall::execve:return
/ppid == $pid/
{
	printf("[%s] [%s]\n", curpsinfo->pr_psargs, execname);
}

syscall::exit_group:entry
/ppid == $pid/
{
	exit(0);
}
