/* @@grab: @PROGS@/sleeper 30 10 */
#pragma D option quiet

syscall::write:entry
/pid == $target/
{
	printf("%s %d\n", curpsinfo->pr_fname, curpsinfo->pr_ppid != $pid);
	exit(0);
}
