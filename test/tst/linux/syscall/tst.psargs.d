/* @@cmd: @PROGS@/syscalls 4 */
#pragma D option quiet

syscall::getppid:entry
/pid == $target/
{
	printf("%s\n", basename(curpsinfo->pr_psargs));
}
