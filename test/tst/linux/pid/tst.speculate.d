/* @@cmd: @PROGS@/pidcompute */
/* speculation across pid probes: keep only compute(500) */
#pragma D option quiet

pid$target::compute:entry
{
	self->s = speculation();
	speculate(self->s);
	printf("%d\n", arg0);
}

pid$target::compute:return
/self->s && arg1 == 250001/
{
	commit(self->s);
	self->s = 0;
}

pid$target::compute:return
/self->s/
{
	discard(self->s);
	self->s = 0;
}
