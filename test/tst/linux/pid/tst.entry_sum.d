/* @@cmd: @PROGS@/pidcompute */
/* compute(i) is called for i = 1 .. 1000: the entry arguments add up */
#pragma D option quiet

pid$target::compute:entry
{
	@ = sum(arg0);
}
