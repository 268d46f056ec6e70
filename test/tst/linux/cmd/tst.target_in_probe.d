/* @@cmd: @PROGS@/syscalls */
#pragma D option quiet

syscall::getppid:entry
{
	printf("%d\n", pid == $target);
}
