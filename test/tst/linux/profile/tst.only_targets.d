/* @@cmd: @PROGS@/pidspin 800 */
/* @@opts: -x backend=ptrace */
/*
 * On the ptrace path (kernel capture samples every process instead), with
 * a process under control, profile-N samples its threads only, not
 * dtrace's own timer thread (which would top every table of sampled
 * processes): every sample is the target's, in its own thread.
 */
#pragma D option quiet

profile-997
{
	@[pid == $target ? "target" : execname, tid == pid] = max(1);
}

END
{
	printa("%s %d\n", @);
}
