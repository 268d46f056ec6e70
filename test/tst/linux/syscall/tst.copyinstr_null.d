/* @@cmd: @PROGS@/syscalls */
#pragma D option quiet

/* the read from fd -1 passes a stack buffer: readable, not a string */
syscall::read:entry
/pid == $target && (int)arg0 == -1/
{
	printf("%d\n", arg1 != 0);
}
