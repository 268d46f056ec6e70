/* @@cmd: @PROGS@/syscalls */
#pragma D option quiet

syscall::exit_group:entry
/pid == $target/
{
	printf("%d\n", arg0);
}
