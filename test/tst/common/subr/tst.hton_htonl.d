/* htonl(0x12345678) is 78563412 */

#pragma D option quiet

BEGIN
{
	printf("%x\n", htonl(0x12345678));
	exit(0);
}
