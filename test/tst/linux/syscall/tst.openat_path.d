/* @@cmd: @PROGS@/syscalls */
#pragma D option quiet

syscall::openat:entry
/pid == $target && copyinstr(arg1) == "/dev/null"/
{
	@ = count();
}
