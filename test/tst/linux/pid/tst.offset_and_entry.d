/* @@cmd: @PROGS@/pidcompute */
/* entry and offset 0 probes share a site and both fire */
#pragma D option quiet

pid$target::compute:entry,
pid$target::compute:0
{
	@[probename] = count();
}
