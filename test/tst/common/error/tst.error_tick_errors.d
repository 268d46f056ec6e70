/*
 * Faults in a tick clause, counted in ERROR.
 */
#pragma D option quiet

tick-1ms
/n < 5/
{
	n++;
	x = *(int *)0;
}

ERROR
{
	errs++;
}

tick-1ms
/n >= 5/
{
	printf("%d %d\n", n, errs);
	exit(0);
}
