/*
 * A speculation discarded before any data was speculated on a CPU waits
 * for the cleaner: speculation() meanwhile fails as busy.
 */
#pragma D option quiet

BEGIN
{
	a = speculation();
	discard(a);
	b = speculation();
	printf("%d %d\n", a, b);
	exit(0);
}

BEGIN
{
	speculate(a);
}
