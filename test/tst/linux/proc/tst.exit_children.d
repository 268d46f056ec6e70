/* @@cmd: @PROGS@/forkexec 2 */
#pragma D option quiet

proc:::exit
{
	@[pid == $target] = count();
}
