/* @@cmd: @PROGS@/syscalls */
#pragma D option quiet

BEGIN
{
	printf("begin\n");
}

syscall::execve:return
/pid == $target/
{
	printf("exec\n");
}
