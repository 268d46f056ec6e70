/* @@cmd: @PROGS@/syscalls */
#pragma D option quiet

/* syscalls makes exactly 7 write(2) calls */
syscall::write:entry
/pid == $target/
{
	n++;
}

END
{
	printf("%d\n", n);
}
