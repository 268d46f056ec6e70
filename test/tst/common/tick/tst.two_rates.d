/*
 * a 10ms tick fires several times before a 100ms tick
 */

#pragma D option quiet

tick-10ms
{
	fast++;
}

tick-100ms
{
	printf("%d\n", fast >= 3);
	exit(0);
}
