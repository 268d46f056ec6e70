/* @@cmd: @PROGS@/syscalls */
#pragma D option quiet

syscall::getpid:return
/pid == $target && arg0 == $target/
{
	@ = count();
}
