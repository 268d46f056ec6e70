/* @@cmd: @PROGS@/syscalls */
#pragma D option quiet

syscall::execve:entry
/pid == $target/
{
	n++;
}

syscall::execve:return
/pid == $target/
{
	printf("%d %d\n", n, arg0);
}
