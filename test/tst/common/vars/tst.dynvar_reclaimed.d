/*
 * elements deleted in one clause are reusable in a later one: ten ticks
 * 50 ms apart each store and delete a new key in a space with room for
 * one, with no drop
 */

#pragma D option quiet
#pragma D option dynvarsize=1

int i;
int n;

tick-50ms
/i < 10/
{
	a[i] = i + 1;
	n += a[i];
	a[i] = 0;
	i++;
}

tick-50ms
/i == 10/
{
	printf("%d\n", n);
	exit(0);
}
