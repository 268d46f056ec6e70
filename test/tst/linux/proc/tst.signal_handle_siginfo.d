/* @@cmd: @PROGS@/signals 3 */
/*
 * signal-handle's args[1] is the siginfo_t of the signal being handled:
 * kill(2) sends SIGUSR1 (10) with si_code SI_USER (0) and the sender's
 * pid and uid
 */
#pragma D option quiet

proc:::signal-handle
{
	printf("%d %d %d %d %d %d\n", args[0], args[1]->si_signo,
	    args[1]->si_errno, args[1]->si_code,
	    args[1]->_sifields._kill._pid == pid,
	    args[1]->_sifields._kill._uid == uid);
}
