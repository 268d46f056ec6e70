/* @@cmd: @PROGS@/pidcompute */
/* a frame in libc.so.6, then the program */
#pragma D option quiet

pid$target:libc.so.6:malloc:entry
/arg0 == 4242/
{
	ustack(3);
}
