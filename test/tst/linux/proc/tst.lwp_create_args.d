/* @@cmd: @PROGS@/threads 3 */
#pragma D option quiet

proc:::lwp-create
{
	@[args[1]->pr_pid == pid, args[0]->pr_lwpid != pid] = count();
}
