/*
 * A clause may commit one speculation and discard another.
 */
#pragma D option quiet
#pragma D option nspec=2

BEGIN
{
	a = speculation();
	b = speculation();
}

BEGIN
{
	speculate(a);
	printf("a\n");
}

BEGIN
{
	speculate(b);
	printf("b\n");
}

BEGIN
{
	discard(b);
	commit(a);
}

BEGIN
{
	exit(0);
}
