/* @@backend: kernel */
/*
 * tick-100 fires on one CPU only (its records stay in one buffer), about
 * 100 times a second.
 */
#pragma D option quiet

tick-100
/cpu == 0/
{
	c0++;
}

tick-100
/cpu != 0/
{
	c1++;
}

tick-1s
{
	exit(0);
}

END
{
	printf("%d %d\n", (c0 > 0) + (c1 > 0), c0 + c1 >= 10 && c0 + c1 <= 110);
}
