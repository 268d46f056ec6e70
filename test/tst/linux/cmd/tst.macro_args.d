/* @@cmd: @PROGS@/syscalls */
/* @@args: abc 42 */
#pragma D option quiet

BEGIN
{
	printf("%s %d\n", $$1, $2);
}

syscall::exit_group:entry
/pid == $target/
{
}
