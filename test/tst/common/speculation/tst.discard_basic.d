/*
 * A discarded speculation prints nothing.
 */
#pragma D option quiet

BEGIN
{
	s = speculation();
}

BEGIN
{
	speculate(s);
	printf("speculated\n");
}

BEGIN
{
	discard(s);
}

BEGIN
{
	printf("done\n");
	exit(0);
}
