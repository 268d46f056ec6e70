/* @@cmd: @PROGS@/syscalls */
#pragma D option quiet

syscall::write:return
/pid == $target/
{
	@ = sum(arg0);
}
