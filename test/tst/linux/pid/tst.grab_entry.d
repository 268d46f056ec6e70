/* @@grab: @PROGS@/pidspin 5000 */
/* pid probes in a grabbed running process; released unharmed */
#pragma D option quiet

pid$target::spin_inner:entry
{
	n++;
}

tick-200ms
{
	printf("%d\n", n > 0);
	exit(0);
}
