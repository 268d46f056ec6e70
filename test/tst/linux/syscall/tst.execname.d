/* @@cmd: @PROGS@/syscalls */
#pragma D option quiet

syscall::lseek:entry
{
	printf("%s\n", execname);
}
