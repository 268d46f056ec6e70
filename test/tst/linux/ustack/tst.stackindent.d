/* @@cmd: @PROGS@/pidcompute */
/* the stackindent option */
#pragma D option quiet

#pragma D option stackindent=2

pid$target::square:entry
/arg0 == 2/
{
	ustack(2);
}
