/*
 * @@requires: bpf tracefs
 * @@backend: user
 * @@opts: -w
 * @@args: @PROGS@/sleepprog
 *
 * With no module, sched:::sleep, off-cpu, on-cpu, wakeup and surrender
 * come from the scheduler's tracepoints (kernel capture), for every
 * thread.  sleepprog blocks in nanosleep(2) five times: each time it goes
 * to sleep, then off-cpu (args[] the thread that runs next, another one),
 * then, once its timer woke it (wakeup, args[] the woken thread), on-cpu.
 * Its sched_yield(2) fires surrender, args[] itself.  (Its setpriority(2)
 * fires no change-pri here: a nice value has no tracepoint.)
 */
#pragma D option quiet

BEGIN
{
	system("exec %s", $$1);
}

proc:::exec-success
/execname == "sleepprog" && ppid == $pid/
{
	spid = pid;
}

syscall::nanosleep:entry
/pid == spid/
{
	self->in = 1;
}

syscall::nanosleep:return
/self->in/
{
	self->in = 0;
}

sched:::sleep
/self->in/
{
	@n["sleep"] = count();
	self->slept = 1;
}

sched:::off-cpu
/self->slept/
{
	@n["off-cpu"] = count();
	@n[args[1]->pr_pid != pid || args[0]->pr_lwpid != tid ?
	    "off-cpu next is another thread" : "off-cpu next is itself"] =
	    count();
}

sched:::wakeup
/spid != 0 && args[1]->pr_pid == spid/
{
	@n[strjoin("wakeup ", args[1]->pr_fname)] = count();
}

sched:::on-cpu
/self->slept/
{
	@n["on-cpu"] = count();
	self->slept = 0;
}

sched:::surrender
/pid == spid/
{
	@n[args[1]->pr_pid == pid && args[0]->pr_lwpid == tid ?
	    "surrender self" : "surrender other"] = count();
}

proc:::exit
/pid == spid/
{
	exit(0);
}

END
{
	printa("%s %@d\n", @n);
}
