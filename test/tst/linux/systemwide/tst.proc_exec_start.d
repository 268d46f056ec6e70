/*
 * @@requires: bpf
 * @@opts: -w
 * @@args: @PROGS@/forkexec
 *
 * With no -c or -p, proc's start, lwp-start, exec and exec-failure see
 * every process too (kernel capture: the system calls' records): forkexec
 * 2 starts three children (start, then lwp-start, in each); the first
 * execs syscalls (exec, args[0] the path), the third a file that does not
 * exist (exec, then exec-failure with ENOENT, 2), in the order the
 * ptrace path gives for forkexec under -c.
 */
#pragma D option quiet

BEGIN
{
	system("exec %s 2", $$1);
}

proc:::exec
/execname == "forkexec"/
{
	printf("exec %s\n", basename(stringof(args[0])));
}

proc:::exec-failure
/execname == "forkexec"/
{
	printf("exec-failure %d\n", args[0]);
}

proc:::start,
proc:::lwp-start
/execname == "forkexec"/
{
	printf("%s\n", probename);
}

proc:::exit
/execname == "forkexec" && ppid == $pid/
{
	exit(0);
}
