/*
 * the full description profile:::tick-10ms
 */

#pragma D option quiet

profile:::tick-10ms
/++i == 3/
{
	printf("%d\n", i);
	exit(0);
}
