/*
 * printf("%d") of (short)40000 is -25536
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", (short)40000);
	exit(0);
}
