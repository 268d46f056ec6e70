/*
 * tick-20000us fires
 */

#pragma D option quiet

tick-20000us
/++i == 2/
{
	printf("%d\n", i);
	exit(0);
}
