/* @@cmd: @PROGS@/syscalls */
#pragma D option quiet

/* only getppid is enabled: exactly one firing */
syscall::getppid:entry
/pid == $target/
{
	@ = count();
}
