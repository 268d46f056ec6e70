/* @@backend: kernel */
/*
 * profile-997 fires on every online CPU of the 2-CPU guest, about 997
 * times a second on each (at least 100 here: TCG on a busy host is slow),
 * and never more often than its rate; tick-1s ends it.
 */
#pragma D option quiet

profile-997
/cpu == 0/
{
	c0++;
}

profile-997
/cpu == 1/
{
	c1++;
}

profile-997
/cpu > 1/
{
	other++;
}

tick-1s
{
	exit(0);
}

END
{
	printf("%d %d %d\n", c0 >= 100, c1 >= 100,
	    c0 <= 1100 && c1 <= 1100 && other == 0);
}
