/*
 * printf("%p") of (void *)0x1000 is 1000
 */

#pragma D option quiet

BEGIN
{
	printf("%p\n", (void *)0x1000);
	exit(0);
}
