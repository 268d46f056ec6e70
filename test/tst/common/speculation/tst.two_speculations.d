/*
 * nspec=2: two speculations at once; one committed, one discarded.
 */
#pragma D option quiet
#pragma D option nspec=2

BEGIN
{
	a = speculation();
	b = speculation();
	printf("ids %d %d\n", a, b);
}

BEGIN
{
	speculate(a);
	printf("kept\n");
}

BEGIN
{
	speculate(b);
	printf("thrown away\n");
}

BEGIN
{
	commit(a);
	discard(b);
}

BEGIN
{
	exit(0);
}
