/*
 * copyinstr() of a path argument on kernel capture: the string is
 * captured at the probe site, so each of 2000 distinct paths prints as
 * the process passed it, although it overwrites its buffer right after
 * each call (a string read afterwards would be "XXX...").
 * @@requires: bpf
 * @@opts: -x backend=bpf
 * @@cmd: @PROGS@/sysopens 2000
 */
#pragma D option quiet
#pragma D option bufsize=16m

syscall::openat:entry
/pid == $target && dirname(copyinstr(arg1)) == "/nonexistent-dtrace-test"/
{
	printf("%s %s\n", execname, basename(copyinstr(arg1)));
	self->in = 1;
}

syscall::openat:return
/self->in/
{
	@[arg1, errno] = count();
	self->in = 0;
}

END
{
	printa("openat returned %d errno %d: %@d times\n", @);
}
