/* @@cmd: @PROGS@/threads 2 */
#pragma D option quiet

proc:::lwp-create
{
	@[args[0]->pr_lwpid != tid, args[1]->pr_pid == pid,
	    args[1]->pr_fname] = count();
}
