/*
 * A commit into a fill buffer.
 */
#pragma D option quiet
#pragma D option bufpolicy=fill

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
