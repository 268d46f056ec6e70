/* @@cmd: @PROGS@/pidcompute */
/* the ustackframes option is the default depth */
#pragma D option quiet

#pragma D option ustackframes=3

pid$target::square:entry
/arg0 == 2/
{
	ustack();
}
