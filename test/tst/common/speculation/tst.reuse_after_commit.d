/*
 * A speculation committed on the only CPU it has data on is free again
 * at once.
 */
#pragma D option quiet

BEGIN
{
	a = speculation();
}

BEGIN
{
	speculate(a);
	printf("first\n");
}

BEGIN
{
	commit(a);
}

BEGIN
{
	b = speculation();
	printf("again %d\n", b);
	exit(0);
}
