/*
 * A record exactly specsize bytes long fits.
 */
#pragma D option quiet
#pragma D option specsize=16

BEGIN
{
	s = speculation();
}

BEGIN
{
	speculate(s);
	printf("%d\n", 7);
}

BEGIN
{
	commit(s);
}

BEGIN
{
	exit(0);
}
