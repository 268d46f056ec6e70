/*
 * commit(0) and discard(0) do nothing.
 */
#pragma D option quiet

BEGIN
{
	commit(0);
}

BEGIN
{
	discard(0);
}

BEGIN
{
	speculate(1);
}

BEGIN
{
	printf("done\n");
	exit(0);
}
