/*
 * nspec=2 and five speculation()s: three failures, reported once.
 */
#pragma D option quiet
#pragma D option nspec=2

BEGIN
{
	printf("%d %d %d %d %d\n", speculation(), speculation(),
	    speculation(), speculation(), speculation());
	exit(0);
}

BEGIN
{
	speculate(1);
}
