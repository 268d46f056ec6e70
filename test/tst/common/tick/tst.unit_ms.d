/*
 * tick-20ms fires
 */

#pragma D option quiet

tick-20ms
/++i == 2/
{
	printf("%d\n", i);
	exit(0);
}
