/* @@cmd: @PROGS@/forkexec 2 */
#pragma D option quiet

syscall::exit_group:entry
{
	@[arg0] = count();
}
