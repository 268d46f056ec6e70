/* @@cmd: @PROGS@/syscalls */
#pragma D option quiet

/* arg5 reaches the sixth argument register */
syscall::lseek:entry
{
	printf("%d\n", arg5 == arg5);
}
