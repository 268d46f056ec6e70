/* @@cmd: @PROGS@/threads 3 */
#pragma D option quiet

proc:::lwp-start
{
	self->started = 1;
}

syscall::write:entry
/pid == $target/
{
	@[self->started] = count();
}
