/* @@cmd: @PROGS@/syscalls */
/* @@exit: 3 */
#pragma D option quiet

syscall::write:entry
/pid == $target/
{
	exit(3);
}
