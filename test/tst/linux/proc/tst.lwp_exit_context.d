/* @@cmd: @PROGS@/threads 2 */
#pragma D option quiet

proc:::lwp-exit
{
	@[tid != pid] = count();
}
