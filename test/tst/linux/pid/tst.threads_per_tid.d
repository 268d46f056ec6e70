/* @@cmd: @PROGS@/pidthreads */
/* each thread calls compute() 250 times */
#pragma D option quiet

pid$target::compute:entry
{
	@[tid] = count();
}

END
{
	printa("%@d\n", @);
}
