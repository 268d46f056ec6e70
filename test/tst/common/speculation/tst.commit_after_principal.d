/*
 * Committed data goes to the principal buffer at the commit(): after what
 * was traced directly before it, before what is traced after it.
 */
#pragma D option quiet

BEGIN
{
	s = speculation();
}

BEGIN
{
	speculate(s);
	printf("2 speculated\n");
}

BEGIN
{
	printf("1 direct\n");
}

BEGIN
{
	commit(s);
}

BEGIN
{
	printf("3 after\n");
	exit(0);
}
