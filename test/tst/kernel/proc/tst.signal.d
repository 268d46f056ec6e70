/*
 * proc:::signal-send, signal-discard and signal-handle on the module:
 * ./procprog sends itself SIGUSR1 (caught: signal-handle in the receiving
 * thread, with its siginfo and handler), SIGUSR2 (ignored: signal-discard
 * after signal-send), and SIGKILL to a child.  signal-send's args[0] and
 * args[1] are the receiver, args[2] the signal.
 * @@backend: kernel
 */
#pragma D option quiet
#pragma D option destructive

BEGIN
{
	system("./procprog");
}

proc:::exec-success
/execname == "procprog" && main == 0/
{
	main = pid;
}

proc:::create
/pid == main/
{
	child = args[0]->pr_pid;
}

proc:::signal-send, proc:::signal-discard
/pid == main && args[2] != SIGCHLD/
{
	@[probename, args[2], args[1]->pr_pid == pid ? "self" :
	    args[1]->pr_pid == child ? "child" : "other",
	    args[0]->pr_lwpid == args[1]->pr_pid] = count();
}

proc:::signal-handle
/pid == main/
{
	@[probename, args[0], args[1]->si_signo == args[0] &&
	    args[1]->si_code == 0 && args[1]->_sifields._kill._pid == pid ?
	    "siginfo ok" : "siginfo wrong", args[2] != 0] = count();
}

proc:::exit
/pid == main/
{
	exit(0);
}

END
{
	printa("%s %d %s %d %@d\n", @);
}
