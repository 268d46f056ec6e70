/*
 * sched:::sleep, off-cpu, on-cpu and wakeup on the module: ./sleepprog
 * blocks in nanosleep(2) five times.  Inside those calls it goes to sleep
 * five times, each followed by its off-cpu and, once its timer woke it
 * (wakeup, args[] the woken thread), its on-cpu; off-cpu's args[] are the
 * thread that runs next, another one.  sched_yield(2) fires surrender for
 * it, args[] itself.  Its setpriority(2) from nice 0 to 5 fires
 * change-pri: priority 120 to 125 on the kernel's scale.
 * @@backend: kernel
 */
#pragma D option quiet
#pragma D option destructive

BEGIN
{
	system("./sleepprog");
}

proc:::exec-success
/execname == "sleepprog"/
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

sched:::change-pri
/pid == spid/
{
	@n[strjoin("change-pri ", strjoin(lltostr(args[0]->pr_pri),
	    strjoin(" -> ", strjoin(lltostr(args[2]),
	    args[1]->pr_pid == pid ? " self" : " other"))))] = count();
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
