/*
 * curlwpsinfo->pr_lwpid is the thread id; pr_onpro the CPU
 */

#pragma D option quiet

BEGIN
{
	printf("%d %d\n", curlwpsinfo->pr_lwpid == tid, curlwpsinfo->pr_onpro == cpu);
	exit(0);
}
