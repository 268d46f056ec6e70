/*
 * %x of a long prints all 64 bits
 */

#pragma D option quiet

BEGIN
{
	printf("%x\n", 0x123456789);
	exit(0);
}
