/* the cast (int)0x123456789 */

#pragma D option quiet

BEGIN
{
	printf("%x\n", (int)0x123456789);
	exit(0);
}
