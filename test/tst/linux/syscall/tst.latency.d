/* @@cmd: @PROGS@/syscalls */
#pragma D option quiet

syscall::write:entry
/pid == $target/
{
	self->ts = timestamp;
}

syscall::write:return
/self->ts/
{
	@[timestamp - self->ts > 0] = count();
	self->ts = 0;
}
