/*
 * printf("%d") of (unsigned short)70000 is 4464
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", (unsigned short)70000);
	exit(0);
}
