/*
 * A speculated printf() appears once committed.
 */
#pragma D option quiet

BEGIN
{
	s = speculation();
}

BEGIN
{
	speculate(s);
	printf("speculated %d\n", s);
}

BEGIN
{
	commit(s);
}

BEGIN
{
	exit(0);
}
