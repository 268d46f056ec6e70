/*
 * Several clauses speculate into one speculation; commit() keeps
 * their order.
 */
#pragma D option quiet

BEGIN
{
	s = speculation();
}

BEGIN
{
	speculate(s);
	printf("a\n");
}

BEGIN
{
	speculate(s);
	printf("b\n");
}

BEGIN
{
	speculate(s);
	printf("c\n");
}

BEGIN
{
	commit(s);
}

BEGIN
{
	exit(0);
}
