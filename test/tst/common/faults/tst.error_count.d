/* ERROR fires once per fault */
/* @@stderr: divide-by-zero */

#pragma D option quiet

profile:::tick-10ms
/n < 3/
{
	n++;
	x = 0;
	y = n / x;
}

ERROR
{
	errs++;
}

profile:::tick-10ms
/n == 3/
{
	printf("%d\n", errs);
	exit(0);
}
