/* @@cmd: @PROGS@/syscalls */
#pragma D option quiet

syscall::write:entry
/pid == $target/
{
	@[arg0 > 2] = count();
}
