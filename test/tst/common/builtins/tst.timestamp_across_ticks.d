/* timestamp grows across tick firings */

#pragma D option quiet

profile:::tick-10ms
/t0 == 0/
{
	t0 = timestamp;
}

profile:::tick-10ms
/t0 != 0 && timestamp > t0/
{
	printf("%d\n", timestamp - t0 >= 1000000);
	exit(0);
}
