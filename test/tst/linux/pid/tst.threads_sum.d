/* @@cmd: @PROGS@/pidthreads */
/* four threads hit the same breakpoint concurrently: none is missed */
#pragma D option quiet

pid$target::compute:entry
{
	@ = sum(arg0);
}
