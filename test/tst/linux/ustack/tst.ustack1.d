/* @@cmd: @PROGS@/pidcompute */
/* the innermost frame at a function entry is the function */
#pragma D option quiet

pid$target::square:entry
/arg0 == 1/
{
	ustack(1);
}
