/*
 * speculate() on a speculation no longer active drops the clause
 * silently.
 */
#pragma D option quiet

BEGIN
{
	a = speculation();
}

BEGIN
{
	speculate(a);
	printf("one\n");
}

BEGIN
{
	discard(a);
}

BEGIN
{
	speculate(a);
	printf("two\n");
}

BEGIN
{
	commit(a);
}

BEGIN
{
	printf("done\n");
	exit(0);
}
