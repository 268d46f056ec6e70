/* ntohl(htonl(123456789)) is 123456789 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", ntohl(htonl(123456789)));
	exit(0);
}
