/* @@stderr: divide-by-zero */
/*
 * tracing continues after faults
 */

#pragma D option quiet

int zero;

tick-10ms
/++n < 3/
{
	x = 1 / zero;
}

tick-10ms
/n == 3/
{
	printf("%d\n", n);
	exit(0);
}
