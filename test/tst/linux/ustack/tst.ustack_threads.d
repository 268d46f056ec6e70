/* @@cmd: @PROGS@/pidthreads */
/* stacks of four threads, each from worker() */
#pragma D option quiet

pid$target::compute:entry
{
	@[ustack(2)] = count();
}
