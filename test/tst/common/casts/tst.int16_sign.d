/* the cast (int16_t)0x8000 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", (int16_t)0x8000);
	exit(0);
}
