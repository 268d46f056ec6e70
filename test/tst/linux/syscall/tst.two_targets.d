/* @@cmd: @PROGS@/syscalls 5 */
/* @@opts: -c @PROGS@/threads */
#pragma D option quiet

syscall::write:entry
/pid == $target/
{
	t++;
}

syscall::write:entry
/pid != $target/
{
	o++;
}

END
{
	printf("%d %d\n", t, o);
}
