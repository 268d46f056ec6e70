/*
 * printf("%X") of 0xdeadbeef is DEADBEEF
 */

#pragma D option quiet

BEGIN
{
	printf("%X\n", 0xdeadbeef);
	exit(0);
}
