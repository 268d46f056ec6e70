/* @@cmd: @PROGS@/syscalls */
#pragma D option quiet

/* arg5 reaches the sixth argument register */
syscall::lseek:entry
/pid == $target/
{
	printf("%d\n", arg5 == arg5);
}
