/*
 * @@requires: bpf tracefs
 * @@backend: user
 * @@opts: -w
 * @@args: @PROGS@/forkexec 2
 *
 * sdt:sched::sched_switch system-wide, its seven fields as args[0] ..
 * args[6] (the last two beyond dtrace_probe()'s five, through
 * getargval): every switch fires in the thread leaving the CPU, so
 * prev_comm (a char[16] string) is its execname and prev_pid its tid;
 * next_pid is another thread, next_prio a priority of the kernel's
 * scale (0 .. 139).  Counted for forkexec and its children, which block
 * in wait(2) and exec; dtrace's own switches are not seen.
 */
#pragma D option quiet

int n, self_seen, bad;

BEGIN
{
	system("exec %s %s", $$1, $$2);
}

sdt:sched::sched_switch
/execname == "forkexec" || execname == "syscalls"/
{
	n++;
	bad += args[0] != execname || args[1] != tid ||
	    args[5] == args[1] || args[6] < 0 || args[6] > 139 ||
	    args[2] < 0 || args[2] > 139;
}

sdt:sched::sched_switch
/pid == $pid/
{
	self_seen++;
}

sdt:sched::sched_process_exit
/execname == "forkexec" && ppid == $pid/
{
	printf("switches > 0: %d, with wrong fields: %d\n", n > 0, bad);
	printf("dtrace's own: %d\n", self_seen);
	exit(0);
}
