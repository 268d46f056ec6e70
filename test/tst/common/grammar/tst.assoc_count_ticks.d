/*
 * an associative array element counts tick firings
 */

#pragma D option quiet

tick-10ms
{
	c["ticks"]++;
}

tick-10ms
/c["ticks"] == 3/
{
	printf("%d\n", c["ticks"]);
	exit(0);
}
