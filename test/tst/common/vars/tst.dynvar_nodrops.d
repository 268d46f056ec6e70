/*
 * a default-sized dynamic variable space holds a hundred elements with no
 * drop and no message
 */

#pragma D option quiet

int i;

tick-1ms
/i < 100/
{
	a[i] = i + 1;
	i++;
}

tick-1ms
/i == 100/
{
	printf("%d %d %d\n", a[0], a[50], a[99]);
	exit(0);
}
