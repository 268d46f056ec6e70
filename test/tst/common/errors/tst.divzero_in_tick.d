/* @@stderr: profile:::tick-10ms): divide-by-zero in action #1 */
/*
 * a fault in a tick probe
 */

#pragma D option quiet

int zero;

tick-10ms
{
	x = 1 / zero;
}

tick-10ms
{
	printf("tick\n");
	exit(0);
}
