/*
 * curpsinfo (the D library's proc(4) psinfo_t of the current process):
 * pr_pid and pr_ppid are pid and ppid
 */

#pragma D option quiet

BEGIN
{
	printf("%d %d\n", curpsinfo->pr_pid == pid, curpsinfo->pr_ppid == ppid);
	exit(0);
}
