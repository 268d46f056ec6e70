/* @@cmd: @PROGS@/pidthreads */
/* 4 threads x 250 calls */
#pragma D option quiet

pid$target::compute:entry
{
	@ = count();
}
