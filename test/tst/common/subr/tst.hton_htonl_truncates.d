/* htonl(0x1122334455667788) is 88776655 */

#pragma D option quiet

BEGIN
{
	printf("%x\n", htonl(0x1122334455667788));
	exit(0);
}
