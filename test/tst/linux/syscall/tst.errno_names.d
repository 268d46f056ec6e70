/* @@cmd: @PROGS@/syscalls */
/*
 * errno at a system call's return compares with the D library's errno
 * names: the test program's read of a bad descriptor fails with EBADF
 */
#pragma D option quiet

syscall::read:return
/pid == $target && errno == EBADF/
{
	printf("EBADF %d\n", arg0);
}
