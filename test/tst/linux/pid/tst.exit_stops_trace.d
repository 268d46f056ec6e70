/* @@cmd: @PROGS@/pidcompute */
/* exit() in a pid probe ends tracing at once */
#pragma D option quiet

pid$target::compute:entry
/arg0 == 10/
{
	printf("%d\n", arg0);
	exit(0);
}
