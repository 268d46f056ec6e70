/*
 * nspec=1: the second speculation() fails and is counted as
 * unavailable.
 */
#pragma D option quiet

BEGIN
{
	a = speculation();
	b = speculation();
	printf("%d %d\n", a, b);
	exit(0);
}

BEGIN
{
	speculate(a);
}
