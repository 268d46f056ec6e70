/* @@opts: -C */
/*
 * -C runs the C preprocessor
 */

#pragma D option quiet

#define VAL 3

BEGIN
{
	printf("%d\n", VAL * 2);
	exit(0);
}
