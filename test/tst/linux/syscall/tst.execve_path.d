/* @@cmd: @PROGS@/syscalls */
/* @@args: @PROGS@/syscalls */
#pragma D option quiet

syscall::execve:entry
/copyinstr(arg0) == $$1/
{
	printf("ok\n");
}
