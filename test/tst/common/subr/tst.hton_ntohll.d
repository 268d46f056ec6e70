/* ntohll(0x0102030405060708) is 807060504030201 */

#pragma D option quiet

BEGIN
{
	printf("%x\n", ntohll(0x0102030405060708));
	exit(0);
}
