/* @@cmd: @PROGS@/pidcompute */
/* every return of compute() fires its return probe once */
#pragma D option quiet

pid$target::compute:return
{
	@ = count();
}
