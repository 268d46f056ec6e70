/*
 * && binds tighter than ||
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", 1 || 0 && 0);
	exit(0);
}
