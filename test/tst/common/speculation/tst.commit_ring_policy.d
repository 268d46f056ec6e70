/*
 * A commit into a ring buffer.
 */
#pragma D option quiet
#pragma D option bufpolicy=ring

BEGIN
{
	s = speculation();
}

BEGIN
{
	speculate(s);
	printf("committed\n");
}

BEGIN
{
	commit(s);
}

BEGIN
{
	exit(0);
}
