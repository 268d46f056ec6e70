/*
 * nspec=3: three speculations filled in turns, committed in another
 * order: each keeps its own records in order.
 */
#pragma D option quiet
#pragma D option nspec=3

BEGIN
{
	a = speculation();
	b = speculation();
	c = speculation();
}

BEGIN
{
	speculate(a);
	printf("a1\n");
}

BEGIN
{
	speculate(b);
	printf("b1\n");
}

BEGIN
{
	speculate(c);
	printf("c1\n");
}

BEGIN
{
	speculate(a);
	printf("a2\n");
}

BEGIN
{
	speculate(b);
	printf("b2\n");
}

BEGIN
{
	speculate(c);
	printf("c2\n");
}

BEGIN
{
	commit(c);
}

BEGIN
{
	commit(a);
}

BEGIN
{
	discard(b);
}

BEGIN
{
	exit(0);
}
