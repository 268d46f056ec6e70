/* @@cmd: @PROGS@/syscalls */
#pragma D option quiet

/* the command has not run before tracing: its execve is seen */
syscall::execve:entry
/pid == $target/
{
	printf("execve\n");
}
