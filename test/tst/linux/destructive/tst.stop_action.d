/* @@cmd: @PROGS@/sleeper 30 10 */
/* @@opts: -w */
#pragma D option quiet

/* stop() on the first write: no second write happens */
syscall::write:entry
/pid == $target/
{
	n++;
	stop();
}

tick-300ms
{
	printf("%d\n", n);
	exit(0);
}
