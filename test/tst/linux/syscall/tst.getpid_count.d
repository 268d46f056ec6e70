/* @@cmd: @PROGS@/syscalls */
#pragma D option quiet

syscall::getpid:entry
/pid == $target/
{
	@ = count();
}
