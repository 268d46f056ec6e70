/* @@cmd: @PROGS@/syscalls */
#pragma D option quiet

syscall::write:return
/pid == $target/
{
	@[errno] = count();
}
