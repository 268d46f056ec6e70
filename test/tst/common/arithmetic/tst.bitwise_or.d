/*
 * printf("%d") of 0xf0 | 0x0f is 255
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", 0xf0 | 0x0f);
	exit(0);
}
