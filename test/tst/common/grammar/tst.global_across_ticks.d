/*
 * a declared global accumulates across firings
 */

#pragma D option quiet

int total;

tick-10ms
{
	total += 10;
}

tick-10ms
/total == 50/
{
	printf("%d\n", total);
	exit(0);
}
