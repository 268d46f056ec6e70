/*
 * sched:::enqueue and dequeue on the module: ./sleepprog leaves its
 * runqueue at least once per nanosleep(2) (five) and is put back at least
 * as often; args[0] and args[1] are the thread, args[2] the runqueue's
 * CPU (the guest has two).  sched:::tick fires in the thread the clock
 * interrupt finds running (args[] are curthread's).
 * @@backend: kernel
 */
#pragma D option quiet
#pragma D option destructive

BEGIN
{
	nenq = ndeq = ticks = 0;
	system("./sleepprog");
}

proc:::exec-success
/execname == "sleepprog"/
{
	spid = pid;
}

sched:::enqueue, sched:::dequeue
/spid != 0 && args[1]->pr_pid == spid/
{
	nenq += probename == "enqueue";
	ndeq += probename == "dequeue";
	@bad[probename] = sum(args[2]->cpu_id < 0 || args[2]->cpu_id > 1 ||
	    args[1]->pr_fname != "sleepprog");
}

sched:::tick
{
	ticks++;
	@tbad = sum(args[1]->pr_pid != pid || args[0]->pr_lwpid != tid);
}

proc:::exit
/pid == spid/
{
	exit(0);
}

END
{
	printa("%s %@d\n", @bad);
	printf("enqueue >= 5: %d\n", nenq >= 5);
	printf("dequeue >= 5: %d\n", ndeq >= 5);
	printf("ticks: %d\n", ticks > 0);
	printa("tick args wrong: %@d\n", @tbad);
}
