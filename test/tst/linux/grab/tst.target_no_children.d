/* @@grab: @PROGS@/sleeper 30 10 */
#pragma D option quiet

proc:::create
{
	n++;
}

tick-200ms
{
	printf("%d\n", n);
	exit(0);
}
