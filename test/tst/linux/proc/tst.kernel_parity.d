/*
 * The user host's proc provider gives what dtrace.ko's gives for the same
 * events: procprog (test/tst/kernel/proc/, run in the guest by the
 * kernel tests tst.exec.d, tst.exit.d and tst.signal.d with the same
 * clauses) under -c, every line as in those tests' expected output (the
 * target's own exec-success aside: it shows the path it was started by).
 */
/* @@cmd: @PROGS@/procprog */
#pragma D option quiet

proc:::exec-success
/execname == "procprog" && main == 0/
{
	main = pid;
}

proc:::create
/pid == main/
{
	child = args[0]->pr_pid;
	@n["create"] = count();
	@n[args[0]->pr_ppid == pid && args[0]->pr_pid != pid &&
	    args[0]->pr_fname == "procprog" ? "create child ok" :
	    "create child wrong"] = count();
}

proc:::lwp-create
/pid == main/
{
	@n["lwp-create"] = count();
	@n[args[1]->pr_pid == pid && args[0]->pr_lwpid != pid &&
	    args[1]->pr_nlwp == 2 ? "lwp-create thread ok" :
	    "lwp-create thread wrong"] = count();
}

proc:::start, proc:::lwp-start, proc:::lwp-exit
/execname == "procprog"/
{
	@n[probename] = count();
}

proc:::exit
/execname == "procprog"/
{
	@n[strjoin("exit ", args[0] == CLD_EXITED ? "CLD_EXITED" :
	    args[0] == CLD_KILLED ? "CLD_KILLED" : lltostr(args[0]))] = count();
}

proc:::signal-send, proc:::signal-discard
/pid == main && args[2] != SIGCHLD/
{
	@s[probename, args[2], args[1]->pr_pid == pid ? "self" :
	    args[1]->pr_pid == child ? "child" : "other",
	    args[0]->pr_lwpid == args[1]->pr_pid] = count();
}

proc:::signal-handle
/pid == main/
{
	@s[probename, args[0], args[1]->si_signo == args[0] &&
	    args[1]->si_code == 0 && args[1]->_sifields._kill._pid == pid ?
	    "siginfo ok" : "siginfo wrong", args[2] != 0] = count();
}

proc:::exec
/execname == "procprog"/
{
	@e[probename, basename(args[0])] = count();
}

proc:::exec-failure
/execname == "procprog"/
{
	@e[probename, lltostr(args[0])] = count();
}

proc:::exec-success
/execname == "procprog" && pid != main/
{
	@e[probename, curpsinfo->pr_psargs] = count();
}

END
{
	printa("%s %@d\n", @n);
	printa("%s %d %s %d %@d\n", @s);
	printa("%s %s %@d\n", @e);
}
