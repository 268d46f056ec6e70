/* @@cmd: @PROGS@/forkexec 0 */
#pragma D option quiet

/* the child's psinfo_t: forked from the target, same name so far */
proc:::create
{
	printf("%d %d %s %d\n", args[0]->pr_pid != pid,
	    args[0]->pr_ppid == pid, args[0]->pr_fname,
	    args[0]->pr_dmodel == PR_MODEL_LP64);
}
