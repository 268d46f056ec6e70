/*
 * speculation() hands out IDs 1 .. nspec.
 */
#pragma D option quiet
#pragma D option nspec=4

BEGIN
{
	printf("%d %d %d %d\n", speculation(), speculation(), speculation(),
	    speculation());
	exit(0);
}
