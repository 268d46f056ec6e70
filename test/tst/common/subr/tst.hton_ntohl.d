/* ntohl(0x12345678) is 78563412 */

#pragma D option quiet

BEGIN
{
	printf("%x\n", ntohl(0x12345678));
	exit(0);
}
