/* @@cmd: @PROGS@/signals 2 */
/* @@opts: -w */
#pragma D option quiet

/* signals catches SIGUSR1: one more delivery, one more handled */
syscall::tgkill:entry
/pid == $target/
{
	raise(10);
}

proc:::signal-handle
{
	n++;
}

END
{
	printf("%d\n", n);
}
