/*
 * the type of a shift is the type of its left operand
 */

#pragma D option quiet

BEGIN
{
	printf("%d %d\n", sizeof (1L << 2), sizeof (1 << 2L));
	exit(0);
}
