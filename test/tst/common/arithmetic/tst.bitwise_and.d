/*
 * printf("%d") of 0xff & 0x0f is 15
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", 0xff & 0x0f);
	exit(0);
}
