/*
 * speculate(0) -- a failed speculation() -- drops the clause silently.
 */
#pragma D option quiet

BEGIN
{
	speculate(0);
	printf("never\n");
}

BEGIN
{
	printf("done\n");
	exit(0);
}
