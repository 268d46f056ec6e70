/* @@cmd: @PROGS@/pidcompute */
/* libc.so.6 functions: malloc(4242) from greet() */
#pragma D option quiet

pid$target:libc.so.6:malloc:entry
/arg0 == 4242/
{
	@[probemod, probefunc] = count();
}
