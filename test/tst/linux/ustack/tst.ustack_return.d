/* @@cmd: @PROGS@/pidcompute */
/* at a return probe the pc is the ret instruction */
#pragma D option quiet

pid$target::square:return
/arg1 == 4/
{
	ustack(2);
}
