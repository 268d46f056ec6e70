/*
 * @@requires: bpf
 * @@opts: -w
 * @@args: @PROGS@/syscalls
 *
 * Kernel capture tests a probe's filter (every enabled clause's predicate
 * is VAR == CONSTANT) in the kernel, before it captures anything, and
 * only then: what the clauses see stays exactly what they would see
 * without it.  getppid:entry has two clauses with the same test, so it
 * is filtered; getppid:return has one clause with a test and one
 * without, so it is not; getpid:entry names a command longer than any
 * execname (none passes); syscalls calls getppid once and getpid three
 * times (test/progs/syscalls.c).
 */
#pragma D option quiet

BEGIN
{
	system("exec %s 2", $$1);
}

syscall::getppid:entry
/execname == "syscalls"/
{
	@e["entry, first clause"] = count();
}

syscall::getppid:entry
/execname == "syscalls"/
{
	@e["entry, second clause"] = count();
}

syscall::getppid:return
/pid == 1/
{
	@r["return, pid 1"] = count();
}

syscall::getppid:return
/execname == "syscalls"/
{
	@r["return, unfiltered clause"] = count();
}

syscall::getpid:entry
/execname == "a-name-longer-than-fifteen"/
{
	@n["never"] = count();
}

syscall::getpid:entry
/ppid == $pid && execname == "syscalls"/
{
	@n["getpid"] = count();
}

syscall::exit_group:entry
/ppid == $pid && execname == "syscalls"/
{
	exit(0);
}

END
{
	printa("%s %@d\n", @e);
	printa("%s %@d\n", @r);
	printa("%s %@d\n", @n);
}
