/* @@cmd: @PROGS@/forkexec 2 */
#pragma D option quiet

syscall::write:entry
/pid == $target/
{
	t++;
}

syscall::write:entry
/pid != $target && ppid == $target/
{
	c++;
}

END
{
	printf("%d %d\n", t, c);
}
