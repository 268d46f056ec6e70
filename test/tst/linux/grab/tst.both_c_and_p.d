/* @@grab: @PROGS@/sleeper 30 10 */
/* @@opts: -c @PROGS@/syscalls */
#pragma D option quiet

syscall::write:entry
/pid == $target/
{
	t++;
}

syscall::write:entry
/pid != $target && execname == "syscalls"/
{
	o++;
}

tick-500ms
{
	printf("%d %d\n", t > 0, o);
	exit(0);
}
