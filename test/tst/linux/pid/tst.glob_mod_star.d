/* @@cmd: @PROGS@/pidcompute */
/* an empty module field means every module */
#pragma D option quiet

pid$target:*:leaf:entry
{
	@[probemod] = count();
}
