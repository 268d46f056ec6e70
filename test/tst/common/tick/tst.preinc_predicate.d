/*
 * a predicate with a side effect, tick-1ms
 */

#pragma D option quiet

tick-1ms
/++i == 10/
{
	printf("%d\n", i);
	exit(0);
}
