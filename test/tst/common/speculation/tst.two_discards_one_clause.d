/*
 * Several discard()s in one clause are allowed.
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
	discard(a);
	discard(b);
}

BEGIN
{
	printf("none\n");
	exit(0);
}
