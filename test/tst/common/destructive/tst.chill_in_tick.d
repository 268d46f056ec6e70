/* @@opts: -w */
/*
 * chill() in a tick, within the per-second budget.
 */
#pragma D option quiet

tick-1ms
/n++ < 5/
{
	chill(1000000);
}

tick-1ms
/n > 5/
{
	printf("done\n");
	exit(0);
}
