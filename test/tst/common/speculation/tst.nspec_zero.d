/*
 * nspec=0: every speculation() fails as unavailable.
 */
#pragma D option quiet
#pragma D option nspec=0

BEGIN
{
	printf("%d\n", speculation());
	exit(0);
}
