/*
 * the library's translators apply to an explicit xlate<psinfo_t *> of
 * curthread too
 */

#pragma D option quiet

BEGIN
{
	printf("%d %d\n", xlate <psinfo_t *> (curthread)->pr_pid == pid,
	    xlate <lwpsinfo_t *> (curthread)->pr_lwpid == tid);
	exit(0);
}
