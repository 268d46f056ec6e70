/*
 * printf("%x") of (short)-1 is ffff
 */

#pragma D option quiet

BEGIN
{
	printf("%x\n", (short)-1);
	exit(0);
}
