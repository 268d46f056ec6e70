/*
 * discard() of an ID above nspec is an illegal operation.
 */
#pragma D option quiet
#pragma D option nspec=2

BEGIN
{
	speculate(1);
}

BEGIN
{
	discard(3);
}

BEGIN
{
	printf("done\n");
	exit(0);
}
