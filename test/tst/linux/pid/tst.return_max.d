/* @@cmd: @PROGS@/pidcompute */
/* arg1 of a return probe is the return value: compute(1000) = 1000001 */
#pragma D option quiet

pid$target::compute:return
{
	@ = max(arg1);
}
