/* @@cmd: @PROGS@/pidthreads */
/* @@mask: offsets */
/* (return-address offsets depend on the compiler and its flags: unit/ustack-offsets.sh checks them against the binary) */
/* stacks of four threads, each from worker() */
#pragma D option quiet

pid$target::compute:entry
{
	@[ustack(2)] = count();
}
