/* @@cmd: @PROGS@/pidcompute */
/* probemod is the executable's basename, probefunc and probename */
#pragma D option quiet

pid$target::square:entry
/arg0 == 3/
{
	printf("%s %s %s\n", probemod, probefunc, probename);
}
