/* @@opts: -x nspec=4 */
/*
 * -x nspec=4 is accepted.
 */
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
