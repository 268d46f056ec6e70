/* @@cmd: @PROGS@/pidcompute */
/* entry and return probes of nested calls fire in call order */
#pragma D option quiet

pid$target::compute:entry
/arg0 == 1/
{
	self->on = 1;
}

pid$target::compute:entry,
pid$target::square:entry,
pid$target::square:return,
pid$target::compute:return
/self->on/
{
	printf("%s:%s\n", probefunc, probename);
}

pid$target::compute:return
/self->on/
{
	self->on = 0;
}
