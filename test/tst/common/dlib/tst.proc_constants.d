/*
 * the proc model's constants: exit reasons (proc:::exit args[0]), lwp
 * states (pr_state) and lwp flags (pr_flag)
 */
#pragma D option quiet

BEGIN
{
	printf("%d %d %d %d %d %d\n", CLD_EXITED, CLD_KILLED, CLD_DUMPED,
	    CLD_TRAPPED, CLD_STOPPED, CLD_CONTINUED);
	printf("%d %d %d %d %d %d %d\n", SSLEEP, SRUN, SZOMB, SSTOP, SIDL,
	    SONPROC, SWAIT);
	printf("%x %x %x %x %d\n", PR_STOPPED, PR_ISTOP, PR_DSTOP, PR_IDLE,
	    sizeof (SSLEEP));
	exit(0);
}
