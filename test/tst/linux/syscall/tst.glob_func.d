/* @@cmd: @PROGS@/syscalls */
#pragma D option quiet

syscall::getp*:entry
/pid == $target/
{
	@[probefunc] = count();
}
