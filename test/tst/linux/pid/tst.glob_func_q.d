/* @@cmd: @PROGS@/pidcompute */
/* ? in the function field */
#pragma D option quiet

pid$target::squar?:entry
{
	@[probefunc] = count();
}
