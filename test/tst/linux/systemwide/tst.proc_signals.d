/*
 * @@requires: bpf
 * @@opts: -w
 * @@args: @PROGS@/signals
 *
 * With no -c or -p, proc's signal probes see every process through the
 * kernel's tracepoints (kernel capture): signals 2 sends itself SIGUSR1
 * (10) twice, each handled by its handler (signal-send, then
 * signal-handle with args[0] the signal and args[1]->si_signo too), and
 * SIGUSR2 (12) once while it ignores it (signal-send, then
 * signal-discard); then exits with status 2 (exit: CLD_EXITED).
 */
#pragma D option quiet

BEGIN
{
	system("exec %s 2", $$1);
}

proc:::signal-send
/execname == "signals" && ppid == $pid/
{
	printf("send %d to itself %d\n", args[2], args[1]->pr_pid == pid);
}

proc:::signal-discard
/execname == "signals" && ppid == $pid/
{
	printf("discard %d\n", args[2]);
}

proc:::signal-handle
/execname == "signals" && ppid == $pid/
{
	printf("handle %d %d handler %d\n", args[0], args[1]->si_signo,
	    args[2] != NULL);
}

proc:::exit
/execname == "signals" && ppid == $pid/
{
	printf("exit %d\n", args[0]);
	exit(0);
}
