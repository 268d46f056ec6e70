/* @@opts: -x nspec=0 */
/*
 * -x nspec=0 is accepted.
 */
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
