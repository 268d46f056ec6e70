/*
 * printf("%#x") of 255 is 0xff
 */

#pragma D option quiet

BEGIN
{
	printf("%#x\n", 255);
	exit(0);
}
