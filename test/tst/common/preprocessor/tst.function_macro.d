/* @@opts: -C */
/*
 * function-like macros
 */

#pragma D option quiet

#define SQ(x) ((x) * (x))

BEGIN
{
	printf("%d\n", SQ(5));
	exit(0);
}
