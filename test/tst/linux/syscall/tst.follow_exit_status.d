/* @@cmd: @PROGS@/forkexec 2 */
#pragma D option quiet

syscall::exit_group:entry
/pid == $target || ppid == $target/
{
	@[arg0] = count();
}
