/* @@opts: -C */
/*
 * #if 0 removes code
 */

#pragma D option quiet

#if 0
BEGIN
{
	printf("hidden\n");
}
#endif

BEGIN
{
	printf("shown\n");
	exit(0);
}
