/*
 * #pragma D option nspec=4 is accepted.
 */
#pragma D option nspec=4
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
