/* @@cmd: @PROGS@/pidcompute */
/* the executable by its basename */
#pragma D option quiet

pid$target:pidcompute:compute:entry
{
	@ = count();
}
