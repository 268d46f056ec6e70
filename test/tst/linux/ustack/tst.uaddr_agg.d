/* @@cmd: @PROGS@/pidcompute */
/* uaddr() as an aggregation key */
#pragma D option quiet

pid$target::square:entry
{
	@[uaddr(ucaller)] = count();
}
