/* @@cmd: @PROGS@/syscalls 4 */
#pragma D option quiet

syscall::getppid:entry
{
	printf("%s\n", basename(curpsinfo->pr_psargs));
}
