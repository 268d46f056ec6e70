/* @@cmd: @PROGS@/sleeper 30 100 */
#pragma D option quiet

/* exit() on the first sleep: the long-running command is not waited for */
syscall::clock_nanosleep:entry
/pid == $target/
{
	printf("sleeping\n");
	exit(0);
}
