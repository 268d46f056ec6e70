/* @@cmd: @PROGS@/threads 2 */
#pragma D option quiet

proc:::lwp-create,
proc:::lwp-start,
proc:::lwp-exit,
proc:::exit
{
	@[probename] = count();
}
