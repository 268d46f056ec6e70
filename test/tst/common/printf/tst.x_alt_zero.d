/*
 * printf("%#08x") of 255 is 0x0000ff
 */

#pragma D option quiet

BEGIN
{
	printf("%#08x\n", 255);
	exit(0);
}
