/* ntohs(0x1234) is 3412 */

#pragma D option quiet

BEGIN
{
	printf("%x\n", ntohs(0x1234));
	exit(0);
}
