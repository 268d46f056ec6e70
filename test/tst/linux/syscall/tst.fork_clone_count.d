/* @@cmd: @PROGS@/forkexec 3 */
#pragma D option quiet

/* glibc's fork() is clone(2) or clone3(2); one per child */
syscall::clone3:entry,
syscall::clone:entry,
syscall::fork:entry,
syscall::vfork:entry
/pid == $target/
{
	n++;
}

END
{
	printf("%d\n", n);
}
