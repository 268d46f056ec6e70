/* @@cmd: @PROGS@/syscalls */
#pragma D option quiet

syscall::read:entry
/pid == $target && (int)arg0 == -1/
{
	printf("%d %d\n", (int)arg0, arg2);
}
