/*
 * tick-50 fires
 */

#pragma D option quiet

tick-50
/++i == 2/
{
	printf("%d\n", i);
	exit(0);
}
