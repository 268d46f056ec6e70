/* @@cmd: @PROGS@/syscalls */
#pragma D option quiet

syscall::getppid:entry
/pid == $target/
{
	printf("%s %d %d %d\n", curpsinfo->pr_fname,
	    curpsinfo->pr_pid == $target, curpsinfo->pr_ppid == $pid,
	    curlwpsinfo->pr_lwpid == tid);
}
