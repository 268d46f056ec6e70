/* @@cmd: @PROGS@/syscalls */
#pragma D option quiet

syscall::lseek:entry
/pid == $target/
{
	printf("%d %d\n", arg1, arg2);
}
