/* htons(0x11223344) is 4433 */

#pragma D option quiet

BEGIN
{
	printf("%x\n", htons(0x11223344));
	exit(0);
}
