/*
 * printf("%x") of 0xffffffff >> 4 is fffffff
 */

#pragma D option quiet

BEGIN
{
	printf("%x\n", 0xffffffff >> 4);
	exit(0);
}
