/*
 * right shift of a negative int constant
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", -16 >> 2);
	exit(0);
}
