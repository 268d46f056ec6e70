/* @@cmd: @PROGS@/syscalls */
#pragma D option quiet

syscall::getppid:return
/pid == $target/
{
	printf("%d %d\n", arg0 == $pid, ppid == $pid);
}
