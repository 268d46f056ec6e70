/* @@grab: @PROGS@/sleeper 30 20 */
#pragma D option quiet

syscall::write:entry
/pid == $target/
{
	printf("%d %s\n", arg2, copyinstr(arg1, 1));
	exit(0);
}
