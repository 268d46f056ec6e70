/* @@grab: @PROGS@/sleeper 30 50 */
#pragma D option quiet

syscall::write:entry
/pid == $target/
{
	n++;
}

tick-1s
{
	printf("%d\n", n >= 10 && n <= 22);
	exit(0);
}
