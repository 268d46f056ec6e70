/* @@cmd: @PROGS@/pidthreads */
/* probes on every instruction of the loop of worker() */
#pragma D option quiet

pid$target::worker:
{
	@ = count();
}
