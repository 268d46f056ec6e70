/*
 * tick-50hz fires
 */

#pragma D option quiet

tick-50hz
/++i == 2/
{
	printf("%d\n", i);
	exit(0);
}
