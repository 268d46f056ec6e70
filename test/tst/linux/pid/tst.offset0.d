/* @@cmd: @PROGS@/pidcompute */
/* the probe at offset 0 is the first instruction */
#pragma D option quiet

pid$target::compute:0
{
	@ = sum(arg0);
}
