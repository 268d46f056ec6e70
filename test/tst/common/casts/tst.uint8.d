/* the cast (uint8_t)0x1234 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", (uint8_t)0x1234);
	exit(0);
}
