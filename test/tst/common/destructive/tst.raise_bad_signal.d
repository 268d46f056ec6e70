/* @@opts: -w */
/*
 * raise() of a number that is no signal is an illegal operation.
 */
#pragma D option quiet

BEGIN
{
	raise(1000);
	printf("never\n");
}

BEGIN
{
	printf("done\n");
	exit(0);
}
