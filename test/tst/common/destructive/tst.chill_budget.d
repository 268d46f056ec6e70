/* @@opts: -w */
/*
 * Two chill()s of 300ms within one second: the second exceeds the 500ms
 * budget of the CPU and faults.
 */
#pragma D option quiet

BEGIN
{
	chill(300000000);
	printf("first\n");
}

BEGIN
{
	chill(300000000);
	printf("second\n");
}

BEGIN
{
	exit(0);
}
