/*
 * printf("%d") of (1 + 2) * 3 is 9
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", (1 + 2) * 3);
	exit(0);
}
