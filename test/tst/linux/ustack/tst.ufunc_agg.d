/* @@cmd: @PROGS@/pidcompute */
/* ufunc() as an aggregation key */
#pragma D option quiet

pid$target::square:entry
{
	@[ufunc(ucaller)] = count();
}
