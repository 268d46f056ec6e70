/* @@cmd: @PROGS@/pidcompute */
/* sum of i * i + 1 for i = 1 .. 1000 */
#pragma D option quiet

pid$target::compute:return
{
	@ = sum(arg1);
}
