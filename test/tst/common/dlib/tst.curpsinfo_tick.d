/*
 * curpsinfo in a tick probe describes the process the probe fired in
 */

#pragma D option quiet

tick-1ms
{
	printf("%d %d\n", curpsinfo->pr_pid == pid, curlwpsinfo->pr_lwpid == tid);
	exit(0);
}
