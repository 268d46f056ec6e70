/*
 * printf("%d") of 1 && 0 is 0
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", 1 && 0);
	exit(0);
}
