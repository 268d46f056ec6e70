/* @@opts: -C -DBAR -UBAR */
/*
 * -U removes a definition
 */

#pragma D option quiet

BEGIN
{
#ifdef BAR
	printf("bar\n");
#else
	printf("nobar\n");
#endif
	exit(0);
}
