/* @@opts: -x droptags */
/*
 * -x droptags on a speculative drop.
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
	printf("%s\n", "does not fit");
}

BEGIN
{
	commit(s);
}

BEGIN
{
	exit(0);
}
