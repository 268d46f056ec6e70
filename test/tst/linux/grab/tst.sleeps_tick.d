/* @@grab: @PROGS@/sleeper 30 50 */
#pragma D option quiet

syscall::nanosleep:entry,
syscall::clock_nanosleep:entry
/pid == $target/
{
	n++;
}

tick-500ms
{
	printf("%d\n", n >= 4);
	exit(0);
}
