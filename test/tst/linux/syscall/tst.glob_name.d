/* @@cmd: @PROGS@/syscalls */
#pragma D option quiet

syscall::lseek:
/pid == $target/
{
	@[probename] = count();
}
