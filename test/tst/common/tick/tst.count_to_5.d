/*
 * count tick-10ms firings to five
 */

#pragma D option quiet

tick-10ms
{
	i++;
}

tick-10ms
/i == 5/
{
	printf("%d\n", i);
	exit(0);
}
