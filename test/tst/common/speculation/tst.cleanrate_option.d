/*
 * cleanrate accepts rates; a speculation discarded before any data
 * becomes available again once cleaned.
 */
#pragma D option quiet
#pragma D option cleanrate=1000hz

BEGIN
{
	a = speculation();
	discard(a);
}

tick-50ms
{
	printf("%d\n", speculation());
	exit(0);
}

BEGIN
{
	speculate(a);
}
