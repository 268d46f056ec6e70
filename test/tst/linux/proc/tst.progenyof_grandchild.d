/* @@cmd: @PROGS@/forkexec 2 */
/*
 * a child of the target, and the program that child execs, are progeny
 * of $target, as are $target itself; the target is no progeny of its
 * children
 */
#pragma D option quiet

syscall::exit_group:entry
/pid != $target && ppid == $target/
{
	@child[progenyof($target), progenyof(pid), progenyof(ppid)] = count();
}

syscall::exit_group:entry
/pid == $target/
{
	printf("%d %d\n", progenyof($target), progenyof($target + 100000));
}

END
{
	printa("%d %d %d %@d\n", @child);
}
