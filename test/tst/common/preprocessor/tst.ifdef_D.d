/* @@opts: -C -DBAR */
/*
 * #ifdef sees -D
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
