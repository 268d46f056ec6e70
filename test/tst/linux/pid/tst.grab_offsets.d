/* @@grab: @PROGS@/pidspin 5000 */
/* probes on every instruction of the loop of a running process */
#pragma D option quiet

pid$target::spin_inner:
{
	n++;
}

tick-200ms
{
	printf("%d\n", n > 100);
	exit(0);
}
