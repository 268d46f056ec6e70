/* @@grab: @PROGS@/sleeper 30 20 */
#pragma D option quiet

syscall::write:entry
/pid == $target/
{
	printf("%s\n", execname);
	exit(0);
}
