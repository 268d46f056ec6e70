/* @@cmd: @PROGS@/syscalls */
#pragma D option quiet

/* syscalls reads 8 bytes from fd -1 */
syscall::read:entry
/pid == $target && (int)arg0 < 0/
{
	printf("%d\n", arg2);
}
