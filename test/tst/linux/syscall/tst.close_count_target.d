/* @@cmd: @PROGS@/syscalls */
#pragma D option quiet

syscall::close:return
/pid == $target && arg0 == 0/
{
	self->closes++;
}

syscall::exit_group:entry
/pid == $target/
{
	printf("%d\n", self->closes > 0);
}
