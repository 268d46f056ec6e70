/* @@cmd: @PROGS@/syscalls */
/* @@stderr: invalid address (0x0) */
#pragma D option quiet

syscall::lseek:entry
{
	trace(*(int *)copyin(0, 4));
}

ERROR
{
	printf("fault %d\n", arg4);
	exit(0);
}
