/* @@cmd: @PROGS@/threadexec */
#pragma D option quiet

/* the execve of the second thread returns 0 in the new image */
syscall::execve:return
/pid == $target/
{
	printf("%s %d\n", execname, arg0);
}

syscall::write:entry
/pid == $target/
{
	printf("write %s\n", execname);
}
