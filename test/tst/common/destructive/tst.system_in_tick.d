/* @@opts: -w */
/*
 * system() from a tick, three times.
 */
#pragma D option quiet

tick-1ms
/n++ < 3/
{
	system("echo tick %d", n);
}

tick-1ms
/n > 3/
{
	exit(0);
}
