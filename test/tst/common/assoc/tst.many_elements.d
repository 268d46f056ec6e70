/* many elements in one array */

#pragma D option quiet

int i;

profile:::tick-1ms
{
	a[i] = i * i;
	i++;
}

profile:::tick-1ms
/i == 50/
{
	printf("%d %d %d\n", a[0], a[7], a[49]);
	exit(0);
}
