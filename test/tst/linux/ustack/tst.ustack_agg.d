/* @@cmd: @PROGS@/pidcompute */
/* ustack() as an aggregation key */
#pragma D option quiet

pid$target::square:entry
{
	@[ustack(3)] = count();
}
