/* @@grab: @PROGS@/sleeper 30 10 */
/* @@opts: -c @PROGS@/sleeper */
#pragma D option quiet

/* -p then -c: $target is the grabbed one; both are traced */
syscall::write:entry
/pid == $target/
{
	t = 1;
}

syscall::write:entry
/pid != $target && execname == "sleeper"/
{
	o = 1;
}

tick-500ms
{
	printf("%d %d\n", t, o);
	exit(0);
}
