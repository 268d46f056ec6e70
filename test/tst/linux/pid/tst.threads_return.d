/* @@cmd: @PROGS@/pidthreads */
/* return values of compute(i) = 2i in four threads */
#pragma D option quiet

pid$target::compute:return
{
	@ = sum(arg1);
}
