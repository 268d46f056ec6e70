/*
 * tick-1sec fires
 */

#pragma D option quiet

tick-1sec
/++i == 1/
{
	printf("%d\n", i);
	exit(0);
}
