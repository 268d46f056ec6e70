/* @@grab: @PROGS@/sleeper 30 20 */
#pragma D option quiet

proc:::exec-success,
proc:::create
{
	n++;
}

tick-300ms
{
	printf("%d\n", n);
	exit(0);
}
