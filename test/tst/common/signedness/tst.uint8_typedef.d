/*
 * printf("%d") of (uint8_t)300 is 44
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", (uint8_t)300);
	exit(0);
}
