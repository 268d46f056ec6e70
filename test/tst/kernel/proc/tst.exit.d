/*
 * proc:::exit, lwp-exit, create, lwp-create, start and lwp-start on the
 * module, for ./procprog and everything it starts: two forked children
 * (one exits 7 after an exec, one is killed by SIGKILL), one more thread;
 * exit's args[0] is the reason (CLD_EXITED for the two normal exits,
 * CLD_KILLED once); create's args[0] the child (its parent is the
 * creator); lwp-create's args[0] the new thread of args[1]'s process.
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

proc:::exit
/pid == main/
{
	exit(0);
}

END
{
	printa("%s %@d\n", @n);
}
