/* @@cmd: @PROGS@/syscalls */
#pragma D option quiet

syscall::read:return
/pid == $target && errno != 0/
{
	printf("%d %d %d\n", arg0, arg1, errno);
}
