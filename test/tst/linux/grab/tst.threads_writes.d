/* @@grab: @PROGS@/sleeper 30 20 3 */
#pragma D option quiet

/* a grabbed process with 3 threads: writes from the other threads too */
syscall::write:entry
/pid == $target && tid != pid/
{
	o++;
}

syscall::write:entry
/pid == $target && tid == pid/
{
	m++;
}

tick-500ms
{
	printf("%d %d\n", m > 0, o > m);
	exit(0);
}
