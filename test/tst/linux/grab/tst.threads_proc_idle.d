/* @@grab: @PROGS@/sleeper 30 10 2 */
#pragma D option quiet

proc:::lwp-create,
proc:::lwp-exit
{
	n++;
}

tick-300ms
{
	printf("%d\n", n);
	exit(0);
}
