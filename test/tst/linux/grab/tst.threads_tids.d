/* @@grab: @PROGS@/sleeper 30 20 3 */
#pragma D option quiet

syscall::write:entry
/pid == $target && !seen[tid]/
{
	seen[tid] = 1;
	n++;
}

tick-500ms
{
	printf("%d\n", n);
	exit(0);
}
