/*
 * signal-discard fires in the sender for a signal the receiver ignores
 * (SIGUSR2, SIG_IGN), with the receiver's lwpsinfo_t and psinfo_t, and
 * not for the ones it catches (SIGUSR1).
 */
/* @@cmd: @PROGS@/signals 3 */
#pragma D option quiet

proc:::signal-discard
{
	@[args[2], args[1]->pr_pid == pid, args[0]->pr_lwpid == tid,
	    execname] = count();
}
