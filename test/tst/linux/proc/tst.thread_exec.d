/* @@cmd: @PROGS@/threadexec */
#pragma D option quiet

/* a non-main thread execs: one exec-success, then one process exits */
proc:::exec-success
{
	@[execname, tid == pid] = count();
}

proc:::exit
{
	@["exit", args[0]] = count();
}
