/* @@cmd: @PROGS@/pidcompute */
/* umod() as an aggregation key */
#pragma D option quiet

pid$target::square:entry
{
	@[umod(ucaller)] = count();
}
