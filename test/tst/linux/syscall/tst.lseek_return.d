/* @@cmd: @PROGS@/syscalls */
#pragma D option quiet

/* lseek on /dev/null always returns 0 */
syscall::lseek:return
/pid == $target/
{
	printf("%d %d\n", arg0, arg1);
}
