/* @@cmd: @PROGS@/threads 6 */
#pragma D option quiet

proc:::lwp-exit
{
	@ = count();
}
