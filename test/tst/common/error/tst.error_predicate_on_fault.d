/*
 * ERROR clauses may choose faults by predicate.
 */
#pragma D option quiet

BEGIN
{
	z = 0;
}

BEGIN
{
	x = 1 / z;
}

BEGIN
{
	x = *(int *)0;
}

ERROR
/arg4 == 1/
{
	printf("bad address\n");
}

ERROR
/arg4 == 4/
{
	printf("divide by zero\n");
}

BEGIN
{
	exit(0);
}
