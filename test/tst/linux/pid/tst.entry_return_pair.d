/* @@cmd: @PROGS@/pidcompute */
/* the return value matches the argument seen at entry (thread-local) */
#pragma D option quiet

pid$target::compute:entry
{
	self->x = arg0;
}

pid$target::compute:return
/self->x/
{
	@[arg1 == self->x * self->x + 1] = count();
	self->x = 0;
}
