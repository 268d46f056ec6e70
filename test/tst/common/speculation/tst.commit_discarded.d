/*
 * commit() of a discarded speculation does nothing.
 */
#pragma D option quiet

BEGIN
{
	a = speculation();
}

BEGIN
{
	speculate(a);
	printf("never\n");
}

BEGIN
{
	discard(a);
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
