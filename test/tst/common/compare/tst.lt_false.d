/*
 * printf("%d") of 2 < 1 is 0
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", 2 < 1);
	exit(0);
}
