/* @@cmd: @PROGS@/syscalls 5 */
/* @@opts: -c @PROGS@/threads */
#pragma D option quiet

syscall::write:entry
/pid == $target/
{
	t++;
}

/*
 * the other target, not every other process: system-wide (the module,
 * kernel capture) that includes dtrace's own children before their exec
 */
syscall::write:entry
/pid != $target && execname == "threads"/
{
	o++;
}

END
{
	printf("%d %d\n", t, o);
}
