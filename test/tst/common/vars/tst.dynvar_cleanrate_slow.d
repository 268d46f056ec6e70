/*
 * the same stores with cleanrate=1hz: the first cleaner pass comes a
 * second after the start, so from the third tick on every store finds
 * both chunks dirty and is dropped, reported "with non-empty dirty list"
 * (the exact count depends on when the passes fall, and so does how
 * many of them one status report sums: at least one)
 */
/* @@stderr: with non-empty dirty list */

#pragma D option quiet
#pragma D option dynvarsize=144
#pragma D option cleanrate=1hz

BEGIN
{
	n = 0;
}

tick-10hz
/n < 10/
{
	a[n] = 1;
	a[n] = 0;
	n++;
}

tick-10hz
/n == 10/
{
	printf("%d stores\n", n);
	exit(0);
}
