/* @@cmd: @PROGS@/sleeper 0 1 */
/*
 * curpsinfo in a probe of a process started with -c describes that
 * process: its pid and parent, its name, and its arguments (pr_psargs:
 * the command line, arguments separated by blanks); curlwpsinfo its thread
 */

#pragma D option quiet

syscall::exit_group:entry
/pid == $target/
{
	printf("%d %d %s [%s] %d\n", curpsinfo->pr_pid == $target,
	    curpsinfo->pr_ppid == $pid, curpsinfo->pr_fname,
	    strstr(curpsinfo->pr_psargs, "sleeper"),
	    curlwpsinfo->pr_lwpid == tid);
}
