/* @@cmd: @PROGS@/forkexec 1 */
#pragma D option quiet

syscall::exit_group:entry
/pid != $target/
{
	@[ppid == $target] = count();
}
