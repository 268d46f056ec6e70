/* @@cmd: @PROGS@/pidcompute */
/* jstack() without a ustack helper prints as ustack() */
#pragma D option quiet

pid$target::square:entry
/arg0 == 2/
{
	jstack(2);
}
