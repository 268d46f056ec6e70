/* @@grab: @PROGS@/sleeper 30 20 */
#pragma D option quiet

syscall::write:entry
/pid == $target/
{
	printf("%d\n", ppid != $pid);
	exit(0);
}
