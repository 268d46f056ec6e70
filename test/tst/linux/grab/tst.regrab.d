/* @@grab: @PROGS@/sleeper 30 10 */
#pragma D option quiet

/* grab, trace, release; the harness checks the process is healthy */
syscall::write:entry
/pid == $target/
{
	n++;
}

syscall::write:entry
/n == 3/
{
	printf("three\n");
	exit(0);
}
