/* @@cmd: @PROGS@/threads 4 */
#pragma D option quiet

proc:::lwp-start
{
	@[tid != pid] = count();
}
