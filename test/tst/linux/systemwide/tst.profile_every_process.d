/*
 * @@requires: bpf
 * @@opts: -w
 * @@args: @PROGS@/pidspin
 *
 * With no -c or -p (kernel capture chosen), profile-997 samples every
 * process on every CPU through perf events: a CPU-bound process that
 * system() starts -- not under dtrace's control -- is sampled in its own
 * context (its pid, tid and execname, not dtrace's); a user-mode sample
 * has arg0 0 and arg1 its user pc, in its own spin_inner(), a sample in
 * the kernel (its timer ticks, its exit) arg0 the kernel pc and arg1 0;
 * 1500 ms of its CPU time at 997 Hz give about 1495 samples (at least
 * 1000 asked, for samples lost on a loaded host), nearly all in user mode.
 */
#pragma D option quiet

int n, notdtrace, user, upcok, kok;

BEGIN
{
	system("exec %s 1500", $$1);
}

profile-997
/ppid == $pid && execname == "pidspin"/
{
	n = n + 1;
	notdtrace = notdtrace + (pid != $pid && tid == pid);
	user = user + (arg0 == 0);
	upcok = upcok + (arg0 == 0 && arg1 != 0 && arg1 == uregs[R_PC]);
	kok = kok + (arg0 != 0 && arg1 == 0);
	@f[ufunc(arg1)] = count();
}

syscall::exit_group:entry
/ppid == $pid && execname == "pidspin"/
{
	exit(0);
}

END
{
	printf("samples >= 1000: %d\n", n >= 1000);
	printf("in its own context: %d\n", notdtrace == n);
	printf("user mode >= 900: %d\n", user >= 900);
	printf("arg1 is the user pc: %d\n", upcok == user);
	printf("in the kernel, arg1 is 0: %d\n", kok == n - user);
	trunc(@f, 1);
	printa("%A\n", @f);
}
