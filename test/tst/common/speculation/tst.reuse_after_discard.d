/*
 * A speculation discarded on the only CPU it has data on is free again
 * at once.
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
	b = speculation();
	printf("again %d\n", b);
	exit(0);
}
