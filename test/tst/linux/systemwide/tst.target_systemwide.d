/* @@cmd: @PROGS@/sleeper 10 */
/* @@args: @PROGS@/sleepprog */
/* @@opts: -w -x showbackend */
/* @@requires: bpf */
/* @@backend: user */
/*
 * A process under control (-c) leaves kernel capture serving every
 * process, as the module does: the syscall probe sees sleepprog, which
 * dtrace did not start under control.  Only the probe whose clause acts
 * on the thread in place (raise()) is the tracer's, for the target.
 */
#pragma D option quiet

int s;

BEGIN
{
	system("exec %s", $$1);
}

syscall::write:entry
/pid == $target && arg0 == 12345/
{
	raise(SIGUSR1);
}

syscall::nanosleep:entry
/execname == "sleepprog"/
{
	s++;
}

syscall::exit_group:entry
/execname == "sleepprog"/
{
	printf("sleepprog's nanosleeps: %d\n", s);
	exit(0);
}
