/* @@cmd: @PROGS@/pidcompute */
/* the provider of pid$target probes is pid<target> */
#pragma D option quiet

pid$target::square:entry
/arg0 == 3/
{
	printf("%d\n", probeprov == strjoin("pid", lltostr($target)));
}
