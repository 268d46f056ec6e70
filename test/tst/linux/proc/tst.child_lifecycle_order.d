/*
 * A forked child's life, in one thread, in the reference's order: start,
 * then lwp-start for its first thread, and at the end lwp-exit, then exit.
 */
/* @@cmd: @PROGS@/forkexec 3 */
#pragma D option quiet

proc:::start
/pid != $target/
{
	self->seq = "start";
}

proc:::lwp-start
/pid != $target/
{
	self->seq = strjoin(self->seq, " lwp-start");
}

proc:::lwp-exit
/pid != $target/
{
	self->seq = strjoin(self->seq, " lwp-exit");
}

proc:::exit
/pid != $target/
{
	@[strjoin(self->seq, " exit")] = count();
}
