/* @@grab: @PROGS@/sleeper 30 20 */
#pragma D option quiet

syscall::write:return
/pid == $target/
{
	printf("%d\n", arg0);
	exit(0);
}
