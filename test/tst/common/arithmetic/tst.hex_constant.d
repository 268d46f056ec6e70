/*
 * printf("%d") of 0x1F is 31
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", 0x1F);
	exit(0);
}
