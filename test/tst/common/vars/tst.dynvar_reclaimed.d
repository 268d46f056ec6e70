/*
 * elements deleted in one clause are reusable in a later one: five ticks
 * 200 ms apart each store and delete a new key in a space with room for
 * one, with no drop (the cleaner, at 1000 Hz, has 200 passes in between
 * to reclaim the deleted one even on a loaded machine)
 */

#pragma D option quiet
#pragma D option dynvarsize=1
#pragma D option cleanrate=1000hz

int i;
int n;

tick-200ms
/i < 5/
{
	a[i] = i + 1;
	n += a[i];
	a[i] = 0;
	i++;
}

tick-200ms
/i == 5/
{
	printf("%d\n", n);
	exit(0);
}
