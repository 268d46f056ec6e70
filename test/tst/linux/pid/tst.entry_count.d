/* @@cmd: @PROGS@/pidcompute */
/* every call of compute() fires its entry probe once */
#pragma D option quiet

pid$target::compute:entry
{
	@ = count();
}
