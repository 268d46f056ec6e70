/* @@cmd: @PROGS@/sleeper 1 200 */
/*
 * vtimestamp does not grow while the target sleeps (nor while DTrace
 * works on its probes): across a 200 ms nanosleep it moves by less than
 * 5 ms, timestamp by at least 200 ms
 */
#pragma D option quiet

syscall::clock_nanosleep:entry,
syscall::nanosleep:entry
/pid == $target/
{
	self->v = vtimestamp;
	self->t = timestamp;
}

syscall::clock_nanosleep:return,
syscall::nanosleep:return
/self->t/
{
	printf("%d %d\n", vtimestamp - self->v < 5000000,
	    timestamp - self->t >= 200000000);
	exit(0);
}
