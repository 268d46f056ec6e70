/*
 * printf("%d") of 1 << 4 is 16
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", 1 << 4);
	exit(0);
}
