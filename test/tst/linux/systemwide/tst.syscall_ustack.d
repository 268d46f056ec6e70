/*
 * @@requires: bpf
 * @@opts: -w
 * @@args: @PROGS@/sleeper
 * @@mask: offsets
 *
 * With no -c or -p, ustack() of a system call probe unwinds the calling
 * thread's stack as it was at the call: kernel capture takes the thread's
 * registers and the top of its user stack with the event, for the probes
 * whose clauses unwind it.  sleeper writes 50 times (1 s, one write every
 * 20 ms) from its own code through libc's write(): the caller of every
 * write is in sleeper, with frames below it, at entry (ustackdepth,
 * ucaller) and at return (ustack() only: its top frame is libc's write).  The
 * last few events may be read after the process has exited, when its
 * objects can no longer be read: two of the fifty are allowed to fall
 * short.
 */
#pragma D option quiet

int n, deep, r;

BEGIN
{
	system("exec %s 1 20", $$1);
}

syscall::write:entry
/ppid == $pid && execname == "sleeper"/
{
	n++;
	deep += ustackdepth >= 3;
	@caller[umod(ucaller)] = count();
}

syscall::write:return
/ppid == $pid && execname == "sleeper"/
{
	r++;
	@stk[ustack(1)] = count();
}

syscall::exit_group:entry
/ppid == $pid && execname == "sleeper"/
{
	exit(0);
}

END
{
	printf("writes: %d, returns: %d\n", n, r);
	printf("entries unwound: %d\n", deep >= n - 2);
	trunc(@caller, 1);
	normalize(@caller, 1000);
	printa(@caller);
	trunc(@stk, 1);
	normalize(@stk, 1000);
	printa(@stk);
}
