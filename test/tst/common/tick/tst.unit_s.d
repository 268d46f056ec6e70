/*
 * tick-1s fires
 */

#pragma D option quiet

tick-1s
/++i == 1/
{
	printf("%d\n", i);
	exit(0);
}
