/*
 * the psinfo_t and lwpsinfo_t members read through __procinfo[]: the
 * effective ids (dtrace is not set-id: the real ones), the initial
 * argument count, the thread's priority (a normal, non-real-time prio)
 * and the running state of the current thread
 */
#pragma D option quiet

BEGIN
{
	printf("%d %d %d\n", curpsinfo->pr_euid == uid,
	    curpsinfo->pr_egid == gid, curpsinfo->pr_argc >= 2);
	printf("%d %d %d %c %d\n", curlwpsinfo->pr_pri >= 100,
	    curlwpsinfo->pr_pri <= 139, curlwpsinfo->pr_state == SRUN,
	    curlwpsinfo->pr_sname, curlwpsinfo->pr_flag);
	exit(0);
}
