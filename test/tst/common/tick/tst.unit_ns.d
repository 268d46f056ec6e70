/*
 * tick-20000000ns fires
 */

#pragma D option quiet

tick-20000000ns
/++i == 2/
{
	printf("%d\n", i);
	exit(0);
}
