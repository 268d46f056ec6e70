/* @@cmd: @PROGS@/pidcompute */
/* a string size is accepted; no helper strings here */
#pragma D option quiet

pid$target::square:entry
/arg0 == 2/
{
	ustack(2, 128);
}
