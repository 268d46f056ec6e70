/*
 * integer division truncates toward zero (constant folded)
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", -17 / 5);
	exit(0);
}
