/* @@cmd: @PROGS@/syscalls */
#pragma D option quiet

syscall::write:entry
/pid == $target/
{
	@ = sum(arg2);
}
