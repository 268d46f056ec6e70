/*
 * one element stored and deleted every 100 ms in a space of two chunks:
 * the cleaner, at the default cleanrate (101 Hz), rinses each deleted
 * chunk long before the next tick needs it, so nothing is dropped
 */

#pragma D option quiet
#pragma D option dynvarsize=144

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
