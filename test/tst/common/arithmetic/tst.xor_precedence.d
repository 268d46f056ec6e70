/*
 * ^ binds tighter than |
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", 1 ^ 3 | 4);
	exit(0);
}
