/* @@cmd: @PROGS@/forkexec 0 */
#pragma D option quiet

proc:::create
{
	printf("%d %d %d\n", args[0]->pr_uid == uid, args[0]->pr_gid == gid,
	    args[0]->pr_lwp.pr_lwpid == args[0]->pr_pid);
}
