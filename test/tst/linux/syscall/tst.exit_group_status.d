/* @@cmd: @PROGS@/exitcode 5 */
#pragma D option quiet

syscall::exit_group:entry
/pid == $target/
{
	printf("%d\n", arg0);
}
